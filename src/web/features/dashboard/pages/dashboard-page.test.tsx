import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESULT_ID } from '#web/testing/assessment-results';
import { hubEntry, journeyReply, planReply } from '#web/testing/plan-replies';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import DashboardPage from './dashboard-page';
import { expectLink } from '#web/testing/expect-link';
import { ONBOARDED, soulprintSummaryReply } from '#web/testing/soulprint-summary';

const SUMMARY = soulprintSummaryReply({
  completionPercentage: 86,
  completedAssessments: 1,
  onboarding: ONBOARDED,
  burnoutType: 'performance_prison',
  archetype: 'mobilised',
  returning: true,
});

const HUB = {
  assessments: [
    hubEntry('operating-system-audit', 'operating_system_audit', 'Operating System Audit', {
      status: 'completed',
      latest: { id: RESULT_ID, resultType: 'performance_prison', createdAt: '2025-03-08T10:00:00.000Z' },
      attempts: 1,
    }),
    hubEntry('chaos-load-index', 'chaos_load_index', 'Chaos Load Index', { itemCount: 12, status: 'in_progress', answered: 5 }),
    hubEntry('burnout-blueprint', 'burnout_blueprint', 'Burnout Blueprint'),
  ],
};

describe('/dashboard', () => {
  it("links the daily tools from today's quick actions (issue 16)", async () => {
    stubFetch({ ...signedInRoutes(), '/api/soulprint/summary': { body: SUMMARY }, '/api/assessments': { body: HUB } });
    renderPage(<DashboardPage />, { path: '/dashboard', access: 'member' });
    const actions = await screen.findByRole('region', { name: "Today's quick actions" });
    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [link.querySelector('.font-semibold')?.textContent ?? link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Daily Check-in', '/wellness/checkin'],
      ['Journal', '/wellness-dashboard/journal'],
      ['Wellness Calendar', '/wellness-calendar'],
      ['Monthly Reflection', '/reflection'],
      ['Wellness Dashboard', '/wellness-dashboard'],
      ['Today', '/home'],
      ['Starter Kit', '/starter-kit'],
      ['Your nervous system', '/nervous-system'],
    ]);
  });

  it('shows the welcome hero, the SoulPrint completion and where each assessment stands', async () => {
    stubFetch({ ...signedInRoutes(), '/api/soulprint/summary': { body: SUMMARY }, '/api/assessments': { body: HUB } });
    renderPage(<DashboardPage />, { path: '/dashboard', access: 'member' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Doing well has started to cost you' })).toBeInTheDocument();
    expect(screen.getByText('1 assessment done. Your SoulPrint has its first lines.')).toBeInTheDocument();

    const soulprint = screen.getByRole('region', { name: 'Your SoulPrint' });
    expect(within(soulprint).getByRole('progressbar', { name: 'SoulPrint completion' })).toHaveAttribute('aria-valuenow', '86');
    // Issue 16: 86 % beside "1 assessment done" gets its sentence.
    expect(within(soulprint).getByText(/the Operating System Audit alone covers five of them\.$/)).toBeInTheDocument();
    expectLink('See what your SoulPrint shows', '/soulprint-compass', soulprint);
    // Review 6, finding 13: the hero's link to the compass and the card's have different names.
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names.filter((name) => name === 'Open your SoulPrint Compass')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);

    const status = await screen.findByRole('list', { name: 'Assessment status' });
    const [audit, chaos, blueprint] = within(status).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(audit).getByText(/^Completed /)).toBeInTheDocument();
    expectLink('See result: Operating System Audit', `/assessment/os-audit-result/${RESULT_ID}`, audit);
    expect(within(chaos).getByText('In progress: 5 of 12')).toBeInTheDocument();
    expectLink('Resume: Chaos Load Index', '/assessment/chaos-load-index/quiz', chaos);
    expect(within(blueprint).getByText('Not started')).toBeInTheDocument();
    expectLink(/^Start: Burnout Blueprint/, '/assessment/burnout-blueprint', blueprint);
  });

  it('greets a new member by name and starts them on the audit', async () => {
    stubFetch({
      ...signedInRoutes(null, { preferredName: 'Sammy' }),
      '/api/soulprint/summary': { body: soulprintSummaryReply() },
      '/api/assessments': { body: { assessments: [] } },
    });
    renderPage(<DashboardPage />, { path: '/dashboard', access: 'member' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Recalibrate, Sammy' })).toBeInTheDocument();
    expectLink('Take Operating System Audit', '/assessment/operating-system-audit');
  });
});

describe('/dashboard with the plan', () => {
  // The plan's two cards (the plan feature's) below the hero.
  it("shows today's next step and the journey stage below the welcome hero", async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/soulprint/summary': { body: { ...SUMMARY, burnoutType: 'system_override' } },
      '/api/assessments': { body: { assessments: [] } },
      '/api/plan': { body: planReply({ rhythm: { daysPerWeek: 7, preferredDays: [], minutesPerSession: 10 } }) },
      '/api/journey': { body: journeyReply() },
    });
    renderPage(<DashboardPage />, { path: '/dashboard', access: 'member' });
    const hero = await screen.findByRole('heading', { level: 1 });
    const next = screen.getByRole('region', { name: "Today's next step" });
    expect(await within(next).findByRole('link', { name: 'Open this module' })).toHaveAttribute(
      'href',
      '/reset-paths/settling-an-overactive-nervous-system/modules/the-long-exhale',
    );
    const journey = screen.getByRole('region', { name: 'Your journey' });
    expect(await within(journey).findByText('Exploration')).toBeInTheDocument();
    expect(within(journey).getByRole('progressbar', { name: 'Progress in the Exploration stage' })).toHaveAttribute('aria-valuenow', '100');
    // Below the hero, in that order.
    expect(hero.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(next.compareDocumentPosition(journey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
