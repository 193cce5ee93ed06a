import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssessmentSummary } from '#shared/contracts/assessments';
import { RESULT_ID } from '#web/testing/assessment-player';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { hubEntry } from '#web/testing/plan-replies';
import AssessmentHubPage from './assessment-hub-page';
import { expectLink } from '#web/testing/expect-link';

/** An assessment of the hub, with the card texts the tests look for. */
function summary({ slug, kind, title, ...over }: Pick<AssessmentSummary, 'slug' | 'kind' | 'title'> & Partial<AssessmentSummary>) {
  return hubEntry(slug, kind, title, { tagline: 'A short line.', measures: 'What it looks at.', minutes: 8, itemCount: 12, ...over });
}

const HUB = {
  assessments: [
    summary({ slug: 'burnout-blueprint', kind: 'burnout_blueprint', title: 'Burnout Blueprint', status: 'not_started' }),
    summary({
      slug: 'chaos-load-index',
      kind: 'chaos_load_index',
      title: 'Chaos Load Index',
      status: 'in_progress',
      answered: 4,
      latest: { id: 'prev-result', resultType: null, createdAt: '2025-01-20T10:00:00.000Z' },
      attempts: 1,
    }),
    summary({
      slug: 'operating-system-audit',
      kind: 'operating_system_audit',
      title: 'Operating System Audit',
      status: 'completed',
      minutes: 10,
      latest: { id: RESULT_ID, resultType: 'system_override', createdAt: '2025-03-03T10:00:00.000Z' },
      attempts: 2,
    }),
    summary({ slug: 'sleep-check', kind: 'world_load_index', title: 'Sleep Check', status: 'not_started' }),
  ],
};

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/assessments (Assessment Hub)', () => {
  it('shows each assessment with what it measures, its length and the member’s status', async () => {
    stubFetch({ ...signedInRoutes(), '/api/assessments': { body: HUB } });
    renderPage(<AssessmentHubPage />, { path: '/assessments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Hub' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Burnout Blueprint' });

    const blueprint = card('Burnout Blueprint');
    expect(within(blueprint).getByText('Not started')).toBeInTheDocument();
    expect(within(blueprint).getByText('What it looks at.')).toBeInTheDocument();
    expect(within(blueprint).getByText('About 8 minutes')).toBeInTheDocument();
    expect(within(blueprint).getByText('12 questions')).toBeInTheDocument();
    expectLink('Take Burnout Blueprint', '/assessment/burnout-blueprint', blueprint);
    expect(within(blueprint).queryByRole('link', { name: /latest result/ })).not.toBeInTheDocument();

    const chaos = card('Chaos Load Index');
    expect(within(chaos).getByText('In progress: 4 of 12 answered')).toBeInTheDocument();
    expect(within(chaos).getByText('Last completed on 20 Jan 2025')).toBeInTheDocument();
    expectLink('Resume Chaos Load Index', '/assessment/chaos-load-index/quiz', chaos);
    expectLink('See your latest result for Chaos Load Index', '/assessments/chaos-load-index/result?id=prev-result', chaos);

    const audit = card('Operating System Audit');
    expect(within(audit).getByText('Completed on 3 Mar 2025')).toBeInTheDocument();
    expectLink('Retake Operating System Audit', '/assessment/operating-system-audit', audit);
    expectLink('See your latest result for Operating System Audit', `/assessment/os-audit-result/${RESULT_ID}`, audit);

    // An assessment without a page of its own lives under /assessments/:assessmentSlug.
    expectLink('Take Sleep Check', '/assessments/sleep-check', card('Sleep Check'));
  });

  it('says so calmly when the list cannot load', async () => {
    stubFetch({ ...signedInRoutes(), '/api/assessments': { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    renderPage(<AssessmentHubPage />, { path: '/assessments' });
    expect(await screen.findByText('We could not load your assessments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
