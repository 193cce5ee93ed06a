import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { assessmentReply, PREVIOUS_ID, RESULT_ID, resultReply } from '#web/testing/assessment-results';
import { stubFetch, type CannedReply } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { planReply } from '#web/testing/plan-replies';
import ResultPage from './result-page';
import { expectLink } from '#web/testing/expect-link';

function server(routes: Record<string, CannedReply> = {}) {
  return stubFetch({ ...signedInRoutes(), [`/api/assessments/results/${RESULT_ID}`]: { body: resultReply() }, ...routes });
}

/** A date as the page writes it, in this machine's language ("March 8, 2025" in English). */

const calls = (mock: ReturnType<typeof stubFetch>, path: string) => mock.mock.calls.filter(([url]) => String(url) === path).length;

/** True when `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

// The result addresses these tests open, as in the route table.
const RESULT_ROUTES = [
  '/assessment/os-audit-result/:resultId',
  '/social-exchange-index-result-saved/:resultId',
  '/assessment/burnout-blueprint/result',
  '/assessments/:assessmentSlug/result',
  '/social-exchange-index-result',
];
const openResult = (path: string) => renderPage(<ResultPage />, { path, route: RESULT_ROUTES });

/** The result with The Steady Harbour's stand-in ('settled') as archetype and this Settled score. */
function settledArchetype(percent: number, band: string) {
  const reply = resultReply();
  const settled = { score: percent, percent, band, answered: 5, valid: true };
  return {
    ...reply,
    scores: {
      ...reply.scores,
      outcomes: { ...reply.scores.outcomes, archetype: 'settled' },
      dimensions: { ...reply.scores.dimensions, settled },
    },
  };
}

describe('result page', () => {
  it('shows crisis resources before anything else when the safety answer asked for them, and moves focus there', async () => {
    const reply = resultReply();
    server({
      [`/api/assessments/results/${RESULT_ID}`]: { body: { ...reply, scores: { ...reply.scores, notices: ['crisis', 'who5_low'] } } },
    });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const crisis = await screen.findByRole('region', { name: CRISIS_COPY.heading });
    const wellbeing = screen.getByRole('region', { name: 'Your well-being score is low right now' });
    const title = screen.getByRole('heading', { level: 1, name: 'System Override' });
    expect(before(crisis, wellbeing)).toBe(true);
    expect(before(wellbeing, title)).toBe(true);
    expectLink('Call or text 988', 'tel:988', crisis);
    expect(crisis).toHaveFocus();
  });

  it('lays out the result in order: type, other outcomes, scores, basis, not a diagnosis, date, change, next steps', async () => {
    server();
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'System Override' });
    expect(screen.queryByRole('region', { name: CRISIS_COPY.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your well-being score is low right now' })).not.toBeInTheDocument();
    expect(screen.getByText('System Override in one sentence.')).toBeInTheDocument();
    expect(screen.getByText('System Override: the first paragraph of interpretation.')).toBeInTheDocument();
    const order = [
      title,
      screen.getByRole('region', { name: 'Your nervous-system archetype' }),
      screen.getByRole('region', { name: 'Your scores' }),
      screen.getByRole('region', { name: 'What this is based on' }),
      screen.getByRole('region', { name: 'This is not a diagnosis' }),
      screen.getByText(/Taken on/),
      screen.getByRole('region', { name: 'Since last time' }),
      screen.getByRole('region', { name: 'Your next steps' }),
    ];
    for (let i = 1; i < order.length; i += 1) expect(before(order[i - 1]!, order[i]!), `section ${i} follows section ${i - 1}`).toBe(true);
    expect(within(order[1]!).getByText('Shut Down')).toBeInTheDocument();
    expect(within(order[3]!).getByText(/WHO-5 Well-Being Index/)).toBeInTheDocument();
    expectLink('the science behind our assessments', '/our-science', order[4]!);
    expect(order[5]).toHaveTextContent(`Taken on 8 March 2025`);
    const steps = within(order[7]!).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'System Override: rest before you are empty.',
      'System Override: tell one person how you are.',
    ]);
  });

  it('draws a bar per dimension with its value, band and a provisional label where the bands are our own', async () => {
    server();
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const scores = await screen.findByRole('region', { name: 'Your scores' });
    const bars = within(within(scores).getByRole('list', { name: 'Scores by dimension' })).getAllByRole('listitem');
    expect(bars).toHaveLength(4);
    const [who5, exhaustion, distance, settled] = bars as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(who5).toHaveTextContent('Well-being (WHO-5)44 out of 100Low');
    expect(within(who5).queryByText('Provisional')).not.toBeInTheDocument();
    expect(exhaustion).toHaveTextContent('Exhaustion50 out of 100ModerateProvisional');
    expect(distance).toHaveTextContent('80 out of 100HighProvisional');
    expect(settled).toHaveTextContent('Not enough answers to score this');
    expect(distance.querySelectorAll('svg rect')[1]).toHaveAttribute('width', '80%');
    expect(
      within(scores).getByText(
        // Well-being at 44 is below the middle of its scale: it is not called ease.
        /The most strain shows in Mental distance \(80 out of 100\)\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('compares each dimension with the previous attempt: easier, harder or steady, with the change in points', async () => {
    server();
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const change = await screen.findByRole('region', { name: 'Since last time' });
    expect(change).toHaveTextContent(`Compared with your result of 1 February 2025.`);
    const rows = within(within(change).getByRole('list', { name: 'Change by dimension' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Well-being (WHO-5)About the same(+4 points)',
      'ExhaustionEasier than last time(\u221220 points)',
      'Mental distanceHarder than last time(+15 points)',
      'SettledNot comparable: one of the two attempts had too few answers here',
    ]);
    expect(screen.queryByText(/This is your first time/)).not.toBeInTheDocument();
  });

  it('names each part of a composed assessment over its own scores, changes and outcomes', async () => {
    // The master: its parts can share a dimension's name ("Exhaustion" in the audit and the Blueprint).
    const reply = resultReply();
    const parts = ['Operating System Audit', 'Operating System Audit', 'Burnout Blueprint', 'Burnout Blueprint'];
    server({
      [`/api/assessments/results/${RESULT_ID}`]: {
        body: {
          ...reply,
          dimensions: reply.dimensions.map((dimension, index) => ({ ...dimension, part: parts[index] })),
          outcomes: reply.outcomes.map((outcome, index) => ({ ...outcome, part: parts[index * 2] })),
        },
      },
    });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const scores = await screen.findByRole('region', { name: 'Your scores' });
    expect(
      within(scores)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Operating System Audit', 'Burnout Blueprint']);
    const listed = (region: HTMLElement, name: string) =>
      within(within(region).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 18));
    expect(listed(scores, 'Scores by dimension: Operating System Audit')).toEqual(['Well-being (WHO-5)', 'Exhaustion50 out o']);
    expect(listed(scores, 'Scores by dimension: Burnout Blueprint')).toEqual(['Mental distance80 ', 'SettledNot enough ']);
    expect(
      within(scores).getByText(/The most strain shows in Mental distance \(Burnout Blueprint\) \(80 out of 100\)\.$/),
    ).toBeInTheDocument();
    const change = screen.getByRole('region', { name: 'Since last time' });
    expect(listed(change, 'Change by dimension: Burnout Blueprint')).toEqual(['Mental distanceHar', 'SettledNot compara']);
    expect(screen.getByRole('heading', { level: 2, name: 'Your nervous-system archetype (Burnout Blueprint)' })).toBeInTheDocument();
  });

  it('says when a retake changed the type or archetype, and which scores moved (issue 16)', async () => {
    const reply = resultReply();
    const previous = {
      ...reply.previous!,
      scores: { ...reply.previous!.scores, outcomes: { burnout_type: 'authentic_alignment', archetype: 'shutdown' } },
    };
    server({ [`/api/assessments/results/${RESULT_ID}`]: { body: { ...reply, previous } } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const change = await screen.findByRole('region', { name: `Your result has changed since 1 February 2025` });
    expect(change).toHaveTextContent('Your burnout type: last time it was Authentic Alignment, this time it is System Override.');
    expect(change).toHaveTextContent('Why: Exhaustion went down 20 points.');
    // The archetype did not change, so it is not mentioned.
    expect(change).not.toHaveTextContent('archetype');
  });

  it('gives an archetype beside a low score of its own one sentence (issue 16)', async () => {
    server({ [`/api/assessments/results/${RESULT_ID}`]: { body: settledArchetype(30, 'Lower (provisional)') } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const archetype = await screen.findByRole('region', { name: 'Your nervous-system archetype' });
    expect(
      within(archetype).getByText(
        'Settled describes the pattern across all your answers, not one score, so it can sit beside a low Settled score.',
      ),
    ).toBeInTheDocument();
    // The burnout type has no dimension of its own: no such sentence under the title.
    expect(screen.getAllByText(/describes the pattern across all your answers/)).toHaveLength(1);
  });

  it('says nothing of the archetype’s own score when it is not low', async () => {
    server({ [`/api/assessments/results/${RESULT_ID}`]: { body: settledArchetype(50, 'Moderate (provisional)') } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    await screen.findByRole('region', { name: 'Your nervous-system archetype' });
    expect(screen.queryByText(/describes the pattern across all your answers/)).not.toBeInTheDocument();
  });

  it('says nothing of a change when the type stayed the same', async () => {
    server();
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    await screen.findByRole('region', { name: 'Since last time' });
    expect(screen.queryByRole('region', { name: /Your result has changed/ })).not.toBeInTheDocument();
  });

  it('says it is the first time when there is no previous attempt', async () => {
    server({ [`/api/assessments/results/${RESULT_ID}`]: { body: resultReply({ previous: null }) } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const change = await screen.findByRole('region', { name: 'Since last time' });
    expect(change).toHaveTextContent('This is your first time taking the Operating System Audit.');
    expect(within(change).queryByRole('list')).not.toBeInTheDocument();
  });

  it('recommends the plan’s Edit for this result type, with the reason and the way in', async () => {
    server({ '/api/plan': { body: planReply() } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    const steps = await screen.findByRole('region', { name: 'Your next steps' });
    expect(await within(steps).findByText('Recommended for your System Override result')).toBeInTheDocument();
    expectLink(/Continue Settling an overactive nervous system/, '/reset-paths/settling-an-overactive-nervous-system', steps);
  });

  it('recommends nothing when the plan was built from another result type', async () => {
    const mock = server({ '/api/plan': { body: planReply({ burnoutType: 'performance_prison', archetype: 'mobilised' }) } });
    openResult(`/assessment/os-audit-result/${RESULT_ID}`);
    await screen.findByRole('region', { name: 'Your next steps' });
    await vi.waitFor(() => expect(calls(mock, '/api/plan')).toBe(1));
    expect(screen.queryByText(/Recommended for your/)).not.toBeInTheDocument();
  });

  it('shows the 404 page for a result that is not the member’s', async () => {
    server({ [`/api/assessments/results/${RESULT_ID}`]: { status: 404, body: { title: 'Not Found', status: 404 } } });
    document.title = 'Your Social Exchange Index | Recalibrate';
    openResult(`/social-exchange-index-result-saved/${RESULT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    // The tab says so too, not the result's title.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Recalibrate'));
  });
});

describe('id-less result addresses', () => {
  const history = {
    results: [
      {
        id: RESULT_ID,
        resultType: 'system_override',
        resultTitle: 'System Override',
        createdAt: '2025-03-08T10:00:00.000Z',
        path: `/assessments/burnout-blueprint/result?id=${RESULT_ID}`,
      },
    ],
  };

  it('show the member’s latest result of that assessment', async () => {
    const mock = server({ '/api/assessments/burnout-blueprint/results': { body: history } });
    openResult('/assessment/burnout-blueprint/result');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Override' })).toBeInTheDocument();
    expect(calls(mock, '/api/assessments/burnout-blueprint/results')).toBe(1);
  });

  it('show the result named by ?id= without asking for the latest', async () => {
    const mock = server({
      [`/api/assessments/results/${PREVIOUS_ID}`]: {
        body: resultReply({ id: PREVIOUS_ID, previous: null, createdAt: '2025-02-01T10:00:00.000Z' }),
      },
    });
    openResult(`/assessments/chaos-load-index/result?id=${PREVIOUS_ID}`);
    expect(await screen.findByText(/Taken on/)).toHaveTextContent('1 February 2025');
    expect(calls(mock, `/api/assessments/results/${PREVIOUS_ID}`)).toBe(1);
    expect(mock.mock.calls.some(([url]) => String(url).endsWith('/results'))).toBe(false);
  });

  it('invite the member to take the assessment when there is no result yet', async () => {
    server({
      '/api/assessments/social-exchange-index/results': { body: { results: [] } },
      '/api/assessments/social-exchange-index': { body: assessmentReply('social-exchange-index', 'Social Exchange Index') },
    });
    openResult('/social-exchange-index-result');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Social Exchange Index result yet' })).toBeInTheDocument();
    expectLink('Take the Social Exchange Index', '/social-exchange-index-quiz');
  });

  it('show the 404 page for an assessment that does not exist', async () => {
    server({ '/api/assessments/no-such-thing/results': { status: 404, body: { title: 'Not Found', status: 404 } } });
    openResult('/assessments/no-such-thing/result');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
