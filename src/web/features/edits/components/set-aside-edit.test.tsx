import '#web/testing/dialog-polyfill';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { TodayNextStep } from '#web/features/plan/components/today-next-step';
import { editCard, planReply } from '#web/testing/plan-replies';
import { editDetail } from '../testing/fixtures';
import { EditOverview } from './edit-overview';
import { SET_ASIDE_WORDS } from './set-aside-edit';

const SLUG = 'settling-an-overactive-nervous-system';
const SET_ASIDE = `PUT /api/edits/${SLUG}/set-aside`;

function renderIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** After the Edit is set aside, the plan's next step is the next recommendation. */
const MOVED_ON = planReply({
  nextModule: {
    editSlug: 'rest-without-guilt',
    editTitle: 'Rest without guilt',
    moduleSlug: 'permission-to-stop',
    moduleTitle: 'Permission to stop',
    minutes: 7,
    inProgress: false,
  },
});

describe('setting an Edit aside from today’s next step (issue 16)', () => {
  it('asks calmly, says the progress is kept, and the next step moves on', async () => {
    let setAside = false;
    const mock = stubFetch({
      '/api/plan': () => ({ body: setAside ? MOVED_ON : planReply() }),
      [SET_ASIDE]: () => {
        setAside = true;
        return { body: { ok: true } };
      },
    });
    renderIn(<TodayNextStep />);
    expect(await screen.findByText('The long exhale')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SET_ASIDE_WORDS.action }));

    const dialog = screen.getByRole('dialog', { name: 'Set Settling an overactive nervous system aside?' });
    expect(dialog).toHaveAccessibleDescription(SET_ASIDE_WORDS.description);
    expect(dialog).toHaveTextContent('Your progress is kept');
    await userEvent.click(within(dialog).getByRole('button', { name: SET_ASIDE_WORDS.confirm }));

    expect(await screen.findByText('Permission to stop')).toBeInTheDocument();
    // The button that had focus is gone with the step: focus goes to the step that took its place.
    await waitFor(() => expect(screen.getByText('Permission to stop')).toHaveFocus());
    expect(sentBodies(mock, 'PUT', `/api/edits/${SLUG}/set-aside`)).toEqual([{ setAside: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A step that is not an Edit in progress offers nothing to set aside.
    expect(screen.queryByRole('button', { name: SET_ASIDE_WORDS.action })).not.toBeInTheDocument();
  });

  it('changes nothing when the member keeps it as the next step', async () => {
    const mock = stubFetch({ '/api/plan': { body: planReply() } });
    renderIn(<TodayNextStep />);
    await userEvent.click(await screen.findByRole('button', { name: SET_ASIDE_WORDS.action }));
    await userEvent.click(screen.getByRole('button', { name: SET_ASIDE_WORDS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(mock, 'PUT', `/api/edits/${SLUG}/set-aside`)).toEqual([]);
  });

  it('never calls an Edit set aside finished when nothing else is left to do', async () => {
    stubFetch({ '/api/plan': { body: planReply({ nextModule: null, recommended: editCard({ setAside: true }), alsoRecommended: [] }) } });
    renderIn(<TodayNextStep />);
    expect(await screen.findByText('Choose an Edit to begin')).toBeInTheDocument();
    expect(screen.queryByText(/You have finished/)).not.toBeInTheDocument();
  });

  it('says so and stays open when it cannot be saved', async () => {
    stubFetch({ '/api/plan': { body: planReply() }, [SET_ASIDE]: { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    renderIn(<TodayNextStep />);
    await userEvent.click(await screen.findByRole('button', { name: SET_ASIDE_WORDS.action }));
    await userEvent.click(screen.getByRole('button', { name: SET_ASIDE_WORDS.confirm }));
    expect(await within(screen.getByRole('dialog')).findByText(SET_ASIDE_WORDS.failed)).toBeInTheDocument();
  });
});

describe('an Edit’s page (issue 16)', () => {
  const inProgress = editDetail({ started: true, completedCount: 1, nextModule: 'the-longer-out-breath' });

  it('offers to set an Edit in progress aside, and not one that has not begun', async () => {
    stubFetch({});
    renderIn(<EditOverview edit={inProgress} />);
    expect(screen.getByRole('button', { name: SET_ASIDE_WORDS.action })).toBeInTheDocument();
    expect(screen.queryByText('You set this Edit aside')).not.toBeInTheDocument();
  });

  it('offers nothing to set aside before the Edit is started', () => {
    stubFetch({});
    renderIn(<EditOverview edit={editDetail()} />);
    expect(screen.getByRole('button', { name: 'Start this Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SET_ASIDE_WORDS.action })).not.toBeInTheDocument();
  });

  it('says what was kept while it is set aside, and picks it up again', async () => {
    const mock = stubFetch({ [SET_ASIDE]: { body: { ok: true } } });
    renderIn(<EditOverview edit={{ ...inProgress, setAside: true }} />);
    expect(screen.getByText('You set this Edit aside')).toBeInTheDocument();
    expect(screen.getByText(/Your progress is kept: 1 of 3 modules done/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SET_ASIDE_WORDS.action })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SET_ASIDE_WORDS.resume }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', `/api/edits/${SLUG}/set-aside`)).toEqual([{ setAside: false }]));
  });

  it('gives focus to what takes the place of the button pressed, each way', async () => {
    stubFetch({});
    function Swapping() {
      const [edit, setEdit] = useState(inProgress);
      return (
        <>
          <button type="button" onClick={() => setEdit((e) => ({ ...e, setAside: !e.setAside }))}>
            Swap
          </button>
          <EditOverview edit={edit} />
        </>
      );
    }
    renderIn(<Swapping />);
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.getByText('You set this Edit aside').closest('[tabindex="-1"]')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.getByRole('button', { name: SET_ASIDE_WORDS.action })).toHaveFocus();
  });
});
