import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#shared/contracts/edits';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { editCard, hubEntry, journeyReply, NO_RESULT_PLAN, planReply } from '#web/testing/plan-replies';
import HomeTodayPage from './home-today-page';

const HUB = {
  assessments: [
    hubEntry('operating-system-audit', 'operating_system_audit', 'Operating System Audit'),
    hubEntry('burnout-blueprint', 'burnout_blueprint', 'Burnout Blueprint'),
  ],
};

const CHECKIN = {
  id: 'c1',
  energy_level: 3,
  stress_level: 8,
  sleep_quality: 4,
  work_satisfaction: 5,
  social_connection: 6,
  notes: 'Long day.',
  timestamp: new Date().toISOString(),
  frequency: 'weekly',
  created_at: new Date().toISOString(),
};

/** Every weekday but today's, so the rhythm note shows whatever day the test runs. */
const NOT_TODAY = WEEKDAYS.filter((_, i) => (i + 1) % 7 !== new Date().getDay());

function server(over: Record<string, { status?: number; body?: unknown }> = {}) {
  return stubFetch({
    ...signedInRoutes(null, { preferredName: 'Sammy' }),
    '/api/plan': { body: planReply() },
    '/api/journey': { body: journeyReply() },
    '/api/wellness/checkins': { body: { checkins: [CHECKIN], nextCursor: null } },
    '/api/assessments': { body: HUB },
    ...over,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

async function open() {
  renderPage(<HomeTodayPage />, { path: '/home', access: 'member' });
  await screen.findByRole('heading', { level: 1, name: 'Today' });
  return screen.findByRole('link', { name: /Open this module|Start the audit|Look at|Choose your next Edit|See the Edits/ });
}

describe('/home (today card)', () => {
  it('without an audit result: the audit is the next step; a journey that cannot load shows the default insight', async () => {
    const fetch = server({
      '/api/plan': { body: NO_RESULT_PLAN },
      '/api/journey': { status: 500, body: { title: 'Internal Server Error', status: 500 } },
      '/api/wellness/checkins': { body: { checkins: [], nextCursor: null } },
    });
    const action = await open();
    expect(screen.getByText(/Good to see you, Sammy\./)).toBeInTheDocument();

    const next = region("Today's next step");
    expect(within(next).getByText('Take the Operating System Audit')).toBeInTheDocument();
    expect(action).toHaveTextContent('Start the audit');
    expect(action).toHaveAttribute('href', '/assessment/operating-system-audit');

    const journey = region('Your journey');
    expect(await within(journey).findByText('Discovery')).toBeInTheDocument();
    expect(within(journey).getByText('10 minutes to get started')).toBeInTheDocument();
    expect(within(journey).getByRole('progressbar', { name: 'Progress in the Discovery stage' })).toHaveAttribute('aria-valuenow', '0');

    const checkin = region('How you have been');
    expect(
      await within(checkin).findByText('No check-in in the last week. Whenever you like, two minutes is all it takes.'),
    ).toBeInTheDocument();
    expect(within(checkin).getByRole('link', { name: 'Check in now' })).toHaveAttribute('href', '/wellness/checkin');
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/wellness/checkins?days=7&limit=1')).toBe(true);

    const assessments = region('Your assessments');
    expect(await within(assessments).findByText('0 of 2 assessments done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('with a plan: the next module, the journey stage, the latest check-in and a kind word on a rest day', async () => {
    server({ '/api/plan': { body: planReply({ rhythm: { daysPerWeek: 2, preferredDays: NOT_TODAY, minutesPerSession: 10 } }) } });
    const action = await open();
    const next = region("Today's next step");
    expect(within(next).getByText('The long exhale')).toBeInTheDocument();
    expect(within(next).getByText('From Settling an overactive nervous system, about 8 minutes.')).toBeInTheDocument();
    expect(action).toHaveAttribute('href', '/reset-paths/settling-an-overactive-nervous-system/modules/the-long-exhale');
    expect(within(next).getByText(/^Today is not one of your usual days\./)).toBeInTheDocument();

    const journey = region('Your journey');
    expect(await within(journey).findByText('Exploration')).toBeInTheDocument();
    expect(within(journey).getByText('Stage 3 of 5')).toBeInTheDocument();
    // Issue 16: one sentence on why stage three already.
    expect(
      within(journey).getByText('You are here once your SoulPrint is more than 75% complete, which one audit can do on its own.'),
    ).toBeInTheDocument();
    expect(within(journey).getByText('3-7 days with current pace')).toBeInTheDocument();
    expect(within(journey).getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', '/progress-dashboard');

    const checkin = region('How you have been');
    expect(await within(checkin).findByText('today')).toBeInTheDocument();
    const energy = within(checkin).getByText('Energy').parentElement!;
    expect(energy).toHaveTextContent('3 of 10');
    expect(within(checkin).getByText('Long day.')).toBeInTheDocument();
    expect(within(checkin).getByRole('link', { name: 'Check in again' })).toHaveAttribute('href', '/wellness/checkin');
  });

  it('with every module of the Edit done: points to the next recommended Edit, and no rest note on a usual day', async () => {
    server({
      '/api/plan': {
        body: planReply({
          recommended: editCard({ completedCount: 7 }),
          nextModule: null,
          rhythm: { daysPerWeek: 7, preferredDays: [...WEEKDAYS], minutesPerSession: 10 },
        }),
      },
    });
    const action = await open();
    const next = region("Today's next step");
    expect(within(next).getByText('You have finished Settling an overactive nervous system')).toBeInTheDocument();
    expect(action).toHaveTextContent('Look at Rest without guilt');
    expect(action).toHaveAttribute('href', '/reset-paths/rest-without-guilt');
    expect(within(next).queryByText(/usual days/)).not.toBeInTheDocument();
  });
});
