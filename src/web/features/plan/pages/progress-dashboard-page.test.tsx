import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCKERS } from '#shared/journey/insight';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { editCard, hubEntry, journeyReply } from '#web/testing/plan-replies';
import ProgressDashboardPage from './progress-dashboard-page';
import { expectLink } from '#web/testing/expect-link';

const AUDIT_ID = '5f0c2b8e-1d7a-4c3b-9e6f-8a2d4c6b1e03';
const FIRST_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const HUB = {
  assessments: [
    hubEntry('operating-system-audit', 'operating_system_audit', 'Operating System Audit', {
      status: 'completed',
      attempts: 2,
      latest: { id: AUDIT_ID, resultType: 'conscious_transition', createdAt: '2026-11-10T10:00:00.000Z' },
    }),
    hubEntry('chaos-load-index', 'chaos_load_index', 'Chaos Load Index', {
      status: 'completed',
      attempts: 1,
      latest: { id: FIRST_ID, resultType: null, createdAt: '2026-10-01T10:00:00.000Z' },
    }),
    hubEntry('burnout-blueprint', 'burnout_blueprint', 'Burnout Blueprint'),
  ],
};
const HISTORY = {
  results: [
    {
      id: AUDIT_ID,
      resultType: 'steady_harbour',
      resultTitle: 'The Steady Harbour',
      createdAt: '2026-11-10T10:00:00.000Z',
      path: `/assessment/os-audit-result/${AUDIT_ID}`,
    },
    {
      id: FIRST_ID,
      resultType: 'system_override',
      resultTitle: 'System Override',
      createdAt: '2026-09-01T10:00:00.000Z',
      path: `/assessment/os-audit-result/${FIRST_ID}`,
    },
  ],
};

async function open(journey = journeyReply()) {
  stubFetch({
    ...signedInRoutes(),
    '/api/journey': { body: journey },
    '/api/edits': {
      body: {
        edits: [editCard(), editCard({ slug: 'rest-without-guilt', title: 'Rest without guilt', started: false, completedCount: 0 })],
      },
    },
    '/api/assessments': { body: HUB },
    '/api/assessments/operating-system-audit/results': { body: HISTORY },
  });
  renderPage(<ProgressDashboardPage />, { path: '/progress-dashboard' });
  await screen.findByRole('region', { name: 'Your journey' });
}

describe('/progress-dashboard', () => {
  it('shows the stage among the five, the progress, the time to the next milestone, strengths and the chart with its table', async () => {
    await open(journeyReply({ modulesByWeek: [{ week: '2020-01-06', count: 2 }] }));
    const journey = screen.getByRole('region', { name: 'Your journey' });
    expect(within(within(journey).getByRole('list', { name: 'Journey stages' })).getByText('Exploration')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(journey).getByRole('progressbar', { name: 'Progress in the Exploration stage' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(journey).getByText('Next milestone: Engagement')).toBeInTheDocument();
    expect(within(journey).getByText('3-7 days with current pace')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Strengths and gentle next steps' })).getByText('Your SoulPrint is nearly complete'),
    ).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Modules over time' });
    expect(within(chart).getByRole('table', { name: 'Modules completed each week' })).toBeInTheDocument();
    expect(within(chart).getByRole('img')).toBeInTheDocument();
  });

  it('words blockers as gentle suggestions with a way forward', async () => {
    await open(journeyReply({ insight: { ...journeyReply().insight, blockers: [BLOCKERS.noQuiz, BLOCKERS.inactive], strengths: [] } }));
    const nudges = screen.getByRole('region', { name: 'Strengths and gentle next steps' });
    expectLink('Take the audit', '/assessment/operating-system-audit', nudges);
    expect(within(nudges).getByText(/Welcome back: you can pick up exactly where you left off/)).toBeInTheDocument();
    expect(within(nudges).queryByText(BLOCKERS.inactive)).not.toBeInTheDocument();
  });

  it('lists the Edits in progress with modules done, and compares assessment retakes', async () => {
    await open();
    const edits = screen.getByRole('region', { name: 'Edits in progress' });
    const started = await within(edits).findByRole('list', { name: 'Edits you have started' });
    expect(within(started).getAllByRole('listitem')).toHaveLength(1);
    expect(within(started).getByRole('progressbar', { name: 'Progress in Settling an overactive nervous system' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 7 modules done',
    );

    const retakes = screen.getByRole('region', { name: 'Your assessments over time' });
    const taken = await within(retakes).findByRole('list', { name: 'Assessments you have taken' });
    const [audit, chaos] = Array.from(taken.children) as [HTMLElement, HTMLElement];
    expect(taken.children).toHaveLength(2);
    expect(within(audit).getByText('Taken 2 times')).toBeInTheDocument();
    expect(await within(audit).findByText('System Override')).toBeInTheDocument();
    // Issue 16: the result's own name, not words made from its code.
    expect(within(audit).getAllByText('The Steady Harbour').length).toBeGreaterThan(0);
    expect(within(audit).queryByText('Steady Harbour')).not.toBeInTheDocument();
    expect(within(audit).getByText(/Your overall pattern has shifted/)).toBeInTheDocument();
    expectLink('See the result: Operating System Audit', `/assessment/os-audit-result/${AUDIT_ID}`, audit);
    expect(within(chaos).getByText('Taken once')).toBeInTheDocument();
    expect(within(taken).queryByText('Burnout Blueprint')).not.toBeInTheDocument();
  });
});
