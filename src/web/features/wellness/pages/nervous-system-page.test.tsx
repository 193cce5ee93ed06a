import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import NervousSystemPage from './nervous-system-page';
import { ONBOARDED, soulprintSummaryReply } from '#web/testing/soulprint-summary';
import type { SoulprintSummaryResponse } from '#shared/contracts/soulprint';

// The real content file, so the page is tested against the words members will read.
const DEFINITION = JSON.parse(readFileSync('content/assessments/nervous-system-archetype.json', 'utf8')) as Record<string, unknown>;
const RESULT_ID = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

/** A returning member, with the audit's archetype once taken. */
const summary = (archetype: SoulprintSummaryResponse['archetype']) =>
  soulprintSummaryReply(
    archetype
      ? { completionPercentage: 40, completedAssessments: 1, onboarding: ONBOARDED, archetype, returning: true }
      : { returning: true },
  );

const CHECKS = [
  { id: 'a', state: 'mobilised', created_at: '2026-03-09T18:30:00.000Z' },
  { id: 'b', state: 'mobilised', created_at: '2026-03-08T08:00:00.000Z' },
  { id: 'c', state: 'settled', created_at: '2026-03-07T12:00:00.000Z' },
];

function stubPage(archetype: SoulprintSummaryResponse['archetype'], over: Record<string, unknown> = {}) {
  let checks = [...CHECKS];
  return stubFetch({
    ...signedInRoutes(),
    '/api/soulprint/summary': { body: summary(archetype) },
    '/api/assessments/nervous-system-archetype': {
      body: { definition: DEFINITION, progress: null, latest: { id: RESULT_ID, createdAt: '2026-03-01T10:00:00.000Z' } },
    },
    '/api/wellness/state-checks': () => ({ body: { checks, nextCursor: null } }),
    'POST /api/wellness/state-checks': (_url: URL, init?: RequestInit) => {
      const saved = {
        id: 'new',
        state: (JSON.parse(String(init?.body)) as { state: string }).state,
        created_at: '2026-03-10T09:00:00.000Z',
      };
      checks = [saved, ...checks];
      return { status: 201, body: saved };
    },
    ...over,
  } as Parameters<typeof stubFetch>[0]);
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/nervous-system', () => {
  it('explains the member’s archetype in the assessment’s words, with a link to the full result', async () => {
    stubPage('mobilised');
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nervous System' })).toBeInTheDocument();
    const archetype = await region('Your nervous system archetype');
    expect(await archetype.findByRole('heading', { name: 'The Revved Engine' })).toBeInTheDocument();
    expect(archetype.getByText(/^Your system tends to rev up under pressure/)).toBeInTheDocument();
    expect(archetype.getByRole('link', { name: 'Read your full result' })).toHaveAttribute(
      'href',
      `/assessments/nervous-system-archetype/result/${RESULT_ID}`,
    );
  });

  it('invites a member without an archetype to take the assessment', async () => {
    stubPage(null);
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    const archetype = await region('Your nervous system archetype');
    expect(await archetype.findByRole('link', { name: 'Take the Nervous System Archetype' })).toHaveAttribute(
      'href',
      '/assessments/nervous-system-archetype',
    );
  });

  it('records a quick state check, suggests the matching Reset Room practice and adds it to the history', async () => {
    const fetchMock = stubPage(null);
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    const check = await region('Quick state check');
    const history = await region('Your state checks');
    expect(await history.findByText('In your last 3 checks you felt revved up 2 times and settled once.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(check.getByRole('button', { name: 'Save and Suggest a Practice' }));
    expect(check.getByText('Please choose the one closest to how you feel.')).toBeInTheDocument();
    expect(check.getByRole('radio', { name: /Revved up/ })).toHaveFocus();

    await user.click(check.getByRole('radio', { name: /Shut down/ }));
    await user.click(check.getByRole('button', { name: 'Save and Suggest a Practice' }));
    expect(await check.findByRole('heading', { name: /5-4-3 Grounding/ })).toBeInTheDocument();
    expect(check.getByRole('link', { name: 'Open 5-4-3 Grounding in the Reset Room' })).toHaveAttribute('href', '/reset-room#breathe');
    expect(sentBodies(fetchMock, 'POST', '/api/wellness/state-checks')).toEqual([{ state: 'shutdown' }]);
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(4));
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Shut down');
  });

  it.each([
    ['Revved up', '4-7-8 Breath'],
    ['Settled', 'Box Breathing'],
  ])('suggests a practice for %s', async (state, practice) => {
    stubPage(null);
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    const check = await region('Quick state check');
    await userEvent.click(check.getByRole('radio', { name: new RegExp(state) }));
    await userEvent.click(check.getByRole('button', { name: 'Save and Suggest a Practice' }));
    expect(await check.findByRole('heading', { name: new RegExp(practice) })).toBeInTheDocument();
  });

  it('keeps the choice and says what to do when saving fails', async () => {
    stubPage(null, { 'POST /api/wellness/state-checks': { status: 500, body: { status: 500, title: 'Internal Server Error' } } });
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    const check = await region('Quick state check');
    await userEvent.click(check.getByRole('radio', { name: /Settled/ }));
    await userEvent.click(check.getByRole('button', { name: 'Save and Suggest a Practice' }));
    expect(await check.findByText(/We could not save your check just now/)).toBeInTheDocument();
    expect(check.getByRole('radio', { name: /Settled/ })).toBeChecked();
  });

  it('welcomes a first state check kindly', async () => {
    stubPage(null, { '/api/wellness/state-checks': { body: { checks: [], nextCursor: null } } });
    renderPage(<NervousSystemPage />, { path: '/nervous-system' });
    const history = await region('Your state checks');
    expect(await history.findByText(/Your state checks will show here/)).toBeInTheDocument();
  });
});
