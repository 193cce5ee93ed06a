import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { editDetail, moduleReply } from '../testing/fixtures';
import SparkRebootPage from './spark-reboot-page';
import ModulePage from './module-page';

const API = '/api/edits/spark-reboot';
const days = [5, 5, 5, 7, 6, 6, 7].map((minutes, i) => ({
  slug: `day-${i + 1}`,
  title: `Day title ${i + 1}`,
  minutes,
  status: i === 0 ? ('current' as const) : ('not_started' as const),
  saved: false,
}));
const PROGRAM = editDetail({
  slug: 'spark-reboot',
  kind: 'program',
  title: 'Spark Reboot',
  moduleCount: 7,
  modules: days,
  nextModule: 'day-1',
  rhythm: 'One small module a day for seven days',
});

describe('Spark Reboot', () => {
  it('welcomes, says how small each day is, and starts day 1', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      [API]: { body: PROGRAM },
      [`POST ${API}/start`]: { body: { ok: true } },
      [`${API}/modules/day-1`]: {
        body: moduleReply({
          edit: { slug: 'spark-reboot', title: 'Spark Reboot', kind: 'program' },
          slug: 'day-1',
          title: 'Start where you are',
          position: 1,
          total: 7,
          previousModule: null,
          nextModule: 'day-2',
        }),
      },
    });
    const { router } = renderPage(<SparkRebootPage />, {
      path: '/spark-reboot/welcome',
      routes: { '/reset-paths/:pathSlug/modules/:moduleSlug': <ModulePage /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome. We are glad you are here.' })).toBeInTheDocument();
    expect(screen.getByText('Each day takes 5 to 7 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the 7 days are' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start day 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start where you are' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-paths/spark-reboot/modules/day-1');
    expect(screen.getByText('Day 1 of 7 · about 6 minutes')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Spark Reboot' })[0]).toHaveAttribute('href', '/spark-reboot/modules');
    expect(mock.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input) === `${API}/start`)).toBe(true);
  });

  it('lists the seven days with their status, and the overview invites to the welcome first', async () => {
    stubFetch({ ...signedInRoutes(), [API]: { body: PROGRAM } });
    renderPage(<SparkRebootPage />, { path: '/spark-reboot/modules' });
    const list = await screen.findByRole('list', { name: 'The 7 days of Spark Reboot' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByText('Day 4')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Day title 2' })).toHaveAttribute('href', '/reset-paths/spark-reboot/modules/day-2');
    expect(screen.getByRole('progressbar', { name: 'Progress in Spark Reboot' })).toHaveAttribute('aria-valuetext', '0 of 7 days done');
  });

  it('the overview offers the welcome before starting, and Continue with the next day after', async () => {
    stubFetch({ ...signedInRoutes(), [API]: { body: { ...PROGRAM, started: true, completedCount: 2, nextModule: 'day-3' } } });
    renderPage(<SparkRebootPage />, { path: '/spark-reboot' });
    expect(await screen.findByRole('link', { name: 'Continue with day 3' })).toHaveAttribute(
      'href',
      '/reset-paths/spark-reboot/modules/day-3',
    );
    expect(screen.getByRole('link', { name: 'See all 7 days' })).toHaveAttribute('href', '/spark-reboot/modules');
  });

  it('the overview of a new member points to the welcome', async () => {
    stubFetch({ ...signedInRoutes(), [API]: { body: PROGRAM } });
    renderPage(<SparkRebootPage />, { path: '/spark-reboot' });
    expect(await screen.findByRole('link', { name: 'Begin with the welcome' })).toHaveAttribute('href', '/spark-reboot/welcome');
  });
});
