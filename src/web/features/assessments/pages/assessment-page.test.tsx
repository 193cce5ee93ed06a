import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { assessmentReply, Q, RESULT_ID } from '#web/testing/assessment-player';
import { fieldErrors, sentBodies, stubFetch, type CannedReply } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import AssessmentPage from './assessment-page';
import AssessmentHubPage from './assessment-hub-page';

const API = '/api/assessments/operating-system-audit';

function server(reply: ReturnType<typeof assessmentReply>, over: Record<string, CannedReply | (() => CannedReply)> = {}) {
  return stubFetch({
    ...signedInRoutes(),
    [API]: { body: reply },
    [`PUT ${API}/progress`]: { body: { savedAt: '2025-03-01T09:05:00.000Z' } },
    [`DELETE ${API}/progress`]: { status: 204 },
    ...over,
  });
}

// The player's addresses in the route table (a page of its own for the audit, and the generic ones).
const PLAYER_ROUTES = ['/assessment/operating-system-audit', '/assessments/:assessmentSlug', '/assessments/:assessmentSlug/quiz'];
const openPlayer = (path: string) => renderPage(<AssessmentPage />, { path, route: PLAYER_ROUTES });

const question = (text: string) => screen.findByRole('group', { name: text });
const progressbar = () => screen.getByRole('progressbar', { name: 'Your progress' });

describe('assessment player: resuming', () => {
  it('offers Resume on the intro and opens at the saved position with the saved answers', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1 }, position: 2 }));
    openPlayer('/assessment/operating-system-audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operating System Audit' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back. You have answered 2 of 5 questions.')).toBeInTheDocument();
    expect(screen.getByText('A reflection, not a diagnosis')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const safety = await question(Q.safety);
    expect(within(safety).getByRole('radio', { name: 'Not at all' })).not.toBeChecked();
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '2');
    expect(progressbar()).toHaveAttribute('aria-valuetext', '2 of 5 questions answered');
    expect(screen.getByText('About 6 minutes left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(await question(Q.switchOff)).getByRole('radio', { name: 'Rarely' })).toBeChecked();
  });

  it('opens a /quiz page straight at the saved position (answers saved on another device), with focus there', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1, safe: 0 }, position: 3 }));
    openPlayer('/assessments/operating-system-audit/quiz');
    const open = await question(Q.helps);
    expect(screen.getByText('Question 4 of 5')).toBeInTheDocument();
    // Focus starts on the open question, after Start or a reload alike, not on the page.
    await waitFor(() => expect(within(open).getAllByRole('checkbox')[0]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('starts over: clears the saved answers on the server and begins at the first question', async () => {
    const mock = server(assessmentReply({ answers: { tired: 3 }, position: 1 }));
    openPlayer('/assessment/operating-system-audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear my answers' }));
    const first = await question(Q.tired);
    expect(within(first).getByRole('radio', { name: 'Often' })).not.toBeChecked();
    expect(mock.mock.calls.some(([url, init]) => String(url) === `${API}/progress` && init?.method === 'DELETE')).toBe(true);
  });
});

describe('assessment player: answering', () => {
  it('works with the keyboard alone: arrow keys choose, Enter goes on, and the answer and position are saved', async () => {
    const mock = server(assessmentReply());
    openPlayer('/assessment/operating-system-audit');
    const start = await screen.findByRole('button', { name: 'Start' });
    start.focus();
    await userEvent.keyboard('{Enter}');

    const first = await question(Q.tired);
    expect(screen.getByText('Think about the last two weeks.')).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByRole('radio', { name: 'Never' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(first).getByRole('radio', { name: 'Sometimes' })).toBeChecked();
    await userEvent.keyboard('{Enter}');

    const second = await question(Q.switchOff);
    await waitFor(() => expect(within(second).getByRole('radio', { name: 'Never' })).toHaveFocus());
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(mock, 'PUT', `${API}/progress`).at(-1)).toEqual({ answers: { tired: 2 }, position: 1 }));
  });

  it('saves an answer shortly after it is chosen, without waiting for Next', async () => {
    const mock = server(assessmentReply());
    openPlayer('/assessments/operating-system-audit/quiz');
    await userEvent.click(within(await question(Q.tired)).getByRole('radio', { name: 'Often' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', `${API}/progress`)).toEqual([{ answers: { tired: 3 }, position: 0 }]));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('takes several choices and words (multi and text items) and submits them', async () => {
    const mock = server(assessmentReply({ answers: { tired: 3, switch_off: 1, safe: 0 }, position: 3 }), {
      [`POST ${API}/submit`]: { status: 201, body: { resultId: RESULT_ID, resultPath: `/assessment/os-audit-result/${RESULT_ID}` } },
    });
    const { router } = openPlayer('/assessments/operating-system-audit/quiz');
    const helps = await question(Q.helps);
    await userEvent.click(within(helps).getByRole('checkbox', { name: 'Talking to someone' }));
    await userEvent.click(within(helps).getByRole('checkbox', { name: 'Walking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Anything else/ }), 'Short walks help.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Focus moves in an effect, just after the heading appears.
    const heading = await screen.findByRole('heading', { name: 'Ready to see your results?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/You answered 5 of 5 questions/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assessment/os-audit-result/${RESULT_ID}`));
    expect(sentBodies(mock, 'POST', `${API}/submit`)).toEqual([
      { answers: { tired: 3, switch_off: 1, safe: 0, helps: [1, 3], note: 'Short walks help.' } },
    ]);
  });
});

describe('assessment player: going back from the review', () => {
  const nextButton = (name: string) => screen.getByRole('button', { name });

  it('takes a changed answer straight back to the review', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1, safe: 0, helps: [1] }, position: 5 }));
    openPlayer('/assessments/operating-system-audit/quiz');
    await userEvent.click(await screen.findByText('Look over all your answers'));
    await userEvent.click(screen.getByRole('button', { name: `Change: ${Q.tired}` }));
    await userEvent.click(within(await question(Q.tired)).getByRole('radio', { name: 'Sometimes' }));
    await userEvent.click(nextButton('Back to review'));
    const heading = await screen.findByRole('heading', { name: 'Ready to see your results?' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes from one open question to the next, then back to the review, never through the whole quiz', async () => {
    server(assessmentReply({ answers: { tired: 3, safe: 0 }, position: 5 }));
    openPlayer('/assessments/operating-system-audit/quiz');
    expect(await screen.findByText('2 questions still need an answer:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: Q.switchOff }));
    await userEvent.click(within(await question(Q.switchOff)).getByRole('radio', { name: 'Rarely' }));
    // The safety question (answered) is passed over: Next goes to the other open one.
    await userEvent.click(nextButton('Next'));
    await userEvent.click(within(await question(Q.helps)).getByRole('checkbox', { name: 'Walking' }));
    await userEvent.click(nextButton('Back to review'));
    expect(await screen.findByRole('heading', { name: 'Ready to see your results?' })).toBeInTheDocument();
    expect(screen.getByText(/You answered 4 of 5 questions/)).toBeInTheDocument();
  });
});

describe('assessment player: the safety question', () => {
  it('shows the crisis resources first, with focus, the moment an answer above 0 is chosen, and keeps them', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1 }, position: 2 }));
    openPlayer('/assessments/operating-system-audit/quiz');
    const safety = await question(Q.safety);
    const crisisRegion = () => screen.queryByRole('region', { name: CRISIS_COPY.heading });

    await userEvent.click(within(safety).getByRole('radio', { name: 'Not at all' }));
    expect(crisisRegion()).not.toBeInTheDocument();

    await userEvent.click(within(safety).getByRole('radio', { name: 'Several days' }));
    const region = await screen.findByRole('region', { name: CRISIS_COPY.heading });
    await waitFor(() => expect(region).toHaveFocus());
    // Above everything: before the page heading and the question.
    const heading = screen.getByRole('heading', { level: 1, name: 'Operating System Audit' });
    expect(region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(region).getByRole('link', { name: /Call or text 988/ })).toHaveAttribute('href', 'tel:988');

    await userEvent.click(within(safety).getByRole('radio', { name: 'Not at all' }));
    expect(crisisRegion()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await question(Q.helps)).toBeInTheDocument();
    expect(crisisRegion()).toBeInTheDocument();
  });

  it('shows them from the start when a resumed answer to the safety question is above 0', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1, safe: 2 }, position: 3 }));
    openPlayer('/assessment/operating-system-audit');
    expect(await screen.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
  });
});

describe('assessment player: submitting', () => {
  it('on 400 shows the field error at the first unanswered question and keeps every answer', async () => {
    const answers = { tired: 3, safe: 0, helps: [2], note: 'Rest' };
    const mock = server(assessmentReply({ answers, position: 5 }), {
      [`POST ${API}/submit`]: fieldErrors({ 'answers.switch_off': 'Please answer this question.' }),
    });
    openPlayer('/assessments/operating-system-audit/quiz');
    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeInTheDocument();
    expect(screen.getByText('One question still needs an answer:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));

    const open = await question(Q.switchOff);
    expect(within(open).getByText('Please answer this question.')).toBeInTheDocument();
    expect(screen.getByText('Some answers need another look')).toBeInTheDocument();
    await waitFor(() => expect(within(open).getByRole('radio', { name: 'Never' })).toHaveFocus());
    expect(sentBodies(mock, 'POST', `${API}/submit`)).toEqual([{ answers }]);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(await question(Q.tired)).getByRole('radio', { name: 'Often' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const again = await question(Q.switchOff);
    await userEvent.click(within(again).getByRole('radio', { name: 'Rarely' }));
    expect(within(again).queryByText('Please answer this question.')).not.toBeInTheDocument();
  });

  it('says so and keeps the review when the server cannot be reached', async () => {
    server(assessmentReply({ answers: { tired: 3, switch_off: 1, safe: 0, helps: [1] }, position: 5 }), {
      [`POST ${API}/submit`]: { status: 500, body: { title: 'Internal Server Error', status: 500 } },
    });
    openPlayer('/assessments/operating-system-audit/quiz');
    await userEvent.click(await screen.findByRole('button', { name: 'See my results' }));
    expect(await screen.findByText('We could not send your answers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to see your results?' })).toBeInTheDocument();
  });
});

describe('assessment pages', () => {
  it('shows the 404 page for an unknown slug', async () => {
    stubFetch({ ...signedInRoutes(), '/api/assessments/no-such-thing': { status: 404, body: { title: 'Not Found', status: 404 } } });
    openPlayer('/assessments/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('Resume on the hub opens an assessment without a quiz page straight at the questions', async () => {
    server(assessmentReply({ answers: { tired: 3 }, position: 1 }), {
      '/api/assessments': {
        body: {
          assessments: [
            {
              slug: 'operating-system-audit',
              kind: 'operating_system_audit',
              title: 'Operating System Audit',
              tagline: 'Ten minutes.',
              measures: 'Energy.',
              minutes: 10,
              itemCount: 5,
              status: 'in_progress',
              answered: 1,
              latest: null,
              attempts: 0,
            },
          ],
        },
      },
    });
    renderPage(<AssessmentHubPage />, {
      path: '/assessments',
      routes: Object.fromEntries(PLAYER_ROUTES.map((route) => [route, <AssessmentPage />])),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Resume Operating System Audit' }));
    expect(await question(Q.switchOff)).toBeInTheDocument();
  });
});
