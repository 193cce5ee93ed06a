import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE } from '#shared/access/impersonation';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { definition, Q } from '#web/testing/assessment-player';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import SupplementalPage from './supplemental-page';

const SUPPLEMENTAL = definition({ slug: 'supplemental', kind: 'supplemental', title: 'Supplemental Assessment' });

function reply(over: Record<string, unknown> = {}) {
  return {
    definition: SUPPLEMENTAL,
    answers: { tired: 1 },
    updatedAt: '2025-03-01T09:00:00.000Z',
    editable: true,
    memberName: null,
    ...over,
  };
}

const openSupplemental = (path: string) => renderPage(<SupplementalPage />, { path, route: '/assessment/supplemental/:userId?' });

describe('/assessment/supplemental', () => {
  it('lets the member change and save their own answers', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/assessments/supplemental': { body: reply() },
      'PUT /api/assessments/supplemental': () => {
        const [{ answers }] = sentBodies(mock, 'PUT', '/api/assessments/supplemental').slice(-1) as { answers: unknown }[];
        return { body: { ...reply({ answers }), crisisTier: 0 } };
      },
    });
    openSupplemental('/assessment/supplemental');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplemental Assessment' })).toBeInTheDocument();
    expect(screen.getByText(/Last saved on 1 Mar 2025/)).toBeInTheDocument();
    const tired = screen.getByRole('group', { name: Q.tired });
    expect(within(tired).getByRole('radio', { name: 'Rarely' })).toBeChecked();

    await userEvent.click(within(tired).getByRole('radio', { name: 'Always' }));
    await userEvent.click(within(screen.getByRole('group', { name: Q.helps })).getByRole('checkbox', { name: 'Reading' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Two kids.');
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));

    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', '/api/assessments/supplemental')).toEqual([{ answers: { tired: 4, helps: [2], note: 'Two kids.' } }]);
  });

  it('shows the crisis resources first when the safety question is answered above 0', async () => {
    stubFetch({ ...signedInRoutes(), '/api/assessments/supplemental': { body: reply() } });
    openSupplemental('/assessment/supplemental');
    const safety = await screen.findByRole('group', { name: Q.safety });
    expect(screen.queryByRole('region', { name: CRISIS_COPY.heading })).not.toBeInTheDocument();
    await userEvent.click(within(safety).getByRole('radio', { name: 'Nearly every day' }));
    await waitFor(() => expect(screen.getByRole('region', { name: CRISIS_COPY.heading })).toHaveFocus());
  });

  it('shows the crisis card as a written answer with crisis language is typed, and still saves', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/assessments/supplemental': { body: reply() },
      'PUT /api/assessments/supplemental': { body: { ...reply(), crisisTier: 1 } },
    });
    openSupplemental('/assessment/supplemental');
    await userEvent.type(await screen.findByRole('textbox', { name: /Anything else/ }), 'Life is not worth living');
    expect(await screen.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', '/api/assessments/supplemental')).toHaveLength(1);
    expect(screen.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
  });

  it('keeps every answer and points at the question when the server finds a problem', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/assessments/supplemental': { body: reply() },
      'PUT /api/assessments/supplemental': fieldErrors({ 'answers.helps': 'Please choose one of the offered answers.' }),
    });
    openSupplemental('/assessment/supplemental');
    await userEvent.type(await screen.findByRole('textbox', { name: /Anything else/ }), 'Kept.');
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    const helps = screen.getByRole('group', { name: Q.helps });
    expect(await within(helps).findByText('Please choose one of the offered answers.')).toBeInTheDocument();
    await waitFor(() => expect(within(helps).getByRole('checkbox', { name: 'Walking' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveValue('Kept.');
  });

  it('shows staff a member’s answers read-only, with the member’s name', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/assessments/supplemental': {
        body: reply({ editable: false, memberName: 'Alex Doe', answers: { tired: 3, helps: [1, 3], note: 'Nights are hard.' } }),
      },
    });
    openSupplemental('/assessment/supplemental/user-2');
    expect(await screen.findByText('Answers from Alex Doe')).toBeInTheDocument();
    expect(screen.getByText('Often')).toBeInTheDocument();
    expect(screen.getByText('Walking, Talking to someone')).toBeInTheDocument();
    expect(screen.getByText('Nights are hard.')).toBeInTheDocument();
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my answers' })).not.toBeInTheDocument();
    expect(mock.mock.calls.map(([url]) => String(url))).toContain('/api/assessments/supplemental?userId=user-2');
  });

  it('shows the 404 page when the member is not there (or not the viewer’s to see)', async () => {
    stubFetch({ ...signedInRoutes(), '/api/assessments/supplemental': { status: 404, body: { title: 'Not Found', status: 404 } } });
    openSupplemental('/assessment/supplemental/someone-else');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('says the answers are private to the member when staff view as her without support access (issue 16)', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/assessments/supplemental': {
        status: 403,
        body: { status: 403, title: 'Forbidden', code: PRIVATE_TEXT_CODE, detail: PRIVATE_TEXT_MESSAGE },
      },
    });
    openSupplemental('/assessment/supplemental');
    expect(await screen.findByText('Hidden: private to the member')).toBeInTheDocument();
    expect(screen.getByText(PRIVATE_TEXT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my answers' })).not.toBeInTheDocument();
  });
});
