import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StarterKitResponse, StarterStep } from '#shared/contracts/edits';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import StarterKitPage from './starter-kit-page';

function kit(done: StarterStep[]): StarterKitResponse {
  const steps = (['audit', 'edit', 'checkin', 'reminders'] as const).map((id) => ({ id, done: done.includes(id) }));
  return { steps, completed: done.length };
}

async function open(path: string, reply: StarterKitResponse) {
  stubFetch({ ...signedInRoutes(), '/api/starter-kit': { body: reply } });
  renderPage(<StarterKitPage />, { path });
  const list = await screen.findByRole('list', { name: 'Starter steps' });
  return within(list).getAllByRole('listitem');
}

describe('/starter-kit', () => {
  it('for a new member: four steps, each linked to where it is done, nothing to tick by hand', async () => {
    const steps = await open('/starter-kit', kit([]));
    expect(screen.getByRole('heading', { level: 2, name: 'Four small steps, in any order, at your own pace.' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Starter kit progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(steps.map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual([
      '/assessment/operating-system-audit',
      '/reset-paths',
      '/wellness/checkin',
      '/account-settings#reminders',
    ]);
    expect(within(steps[0]!).getByRole('heading', { name: 'Take the Operating System Audit, not done yet' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to go from here' })).not.toBeInTheDocument();
  });

  it('ticks off what the member has done and keeps the rest open, without counting what is missing', async () => {
    const steps = await open('/starter-kit', kit(['audit', 'checkin']));
    expect(
      screen.getByRole('heading', { level: 2, name: '2 of 4 steps done. The rest will be here whenever you are ready.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Starter kit progress' })).toHaveAttribute('aria-valuenow', '2');
    const [audit, edit, checkin, reminders] = steps as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(audit).toHaveAttribute('data-done', 'true');
    expect(within(audit).getByRole('heading', { name: 'Take the Operating System Audit, done' })).toBeInTheDocument();
    expect(within(audit).getByRole('link', { name: 'See your plan' })).toHaveAttribute('href', '/my-reset-plan');
    expect(within(checkin).getByRole('link', { name: 'Check in again' })).toHaveAttribute('href', '/wellness/checkin');
    expect(edit).toHaveAttribute('data-done', 'false');
    expect(within(edit).getByRole('link', { name: 'Choose an Edit' })).toHaveAttribute('href', '/reset-paths');
    expect(within(reminders).getByRole('link', { name: 'Set reminders' })).toHaveAttribute('href', '/account-settings#reminders');
  });

  it('celebrates quietly when all four are done and shows where to go next (also at the older address)', async () => {
    const steps = await open('/starter-kit-dashboard', kit(['audit', 'edit', 'checkin', 'reminders']));
    expect(steps.every((step) => step.getAttribute('data-done') === 'true')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'All four steps are done. Your starter kit is complete.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where to go from here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/my-reset-plan');
  });
});
