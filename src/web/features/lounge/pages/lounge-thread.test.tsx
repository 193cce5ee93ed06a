import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommentView } from '#shared/contracts/lounge';
import { LIMIT_MESSAGES } from '#shared/lounge/limits';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { comment, me, post, routes } from '../testing/fixtures';
import LoungePage from './lounge-page';

beforeAll(() => installFakeEventSource());
afterEach(() => vi.restoreAllMocks());

const THREAD = `/api/lounge/posts/${post().id}`;
const fern = { memberKey: '00000000-0000-4000-8000-000000000001', name: 'Fern', badge: null, you: true } as const;
const ben = comment();
const mine = comment({ id: '20000000-0000-4000-8000-000000000002', body: 'A note to myself.', author: fern });

/** The thread page, whose comments are whatever `comments()` holds when it is asked. */
function openThread(comments: () => CommentView[], more: Parameters<typeof stubFetch>[0] = {}) {
  const mock = stubFetch({ ...routes(me()), [THREAD]: () => ({ body: { post: post(), comments: comments() } }), ...more });
  renderPage(<LoungePage />, { path: `/lounge?post=${post().id}`, realtime: true });
  return { mock, user: userEvent.setup() };
}

/** Lets every pending fetch and render finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('/lounge?post=', () => {
  it('says a post the member may not see is not available, with the way back, not "check your connection"', async () => {
    stubFetch(routes(me()));
    renderPage(<LoungePage />, { path: `/lounge?post=${post().id}`, realtime: true });
    const notice = within((await screen.findByText('This post is not available')).closest('[role=status]') as HTMLElement);
    expect(notice.getByText('It may have been removed, or be waiting for a moderator.')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Back to the Lounge' })).toHaveAttribute('href', '/lounge');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('when the member deletes their post, focus goes to the message that it is no longer there', async () => {
    let gone = false;
    const own = post({ author: fern });
    const { user } = openThread(() => [], {
      [THREAD]: () => (gone ? { status: 404, body: { title: 'Not Found', status: 404 } } : { body: { post: own, comments: [] } }),
      [`DELETE ${THREAD}`]: () => {
        gone = true;
        return { body: { ok: true } };
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(await screen.findByRole('article', { name: 'I said no' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('This post is not available').closest('[tabindex]')).toHaveFocus());
  });

  it("does not count a comment already shown, nor one that has gone, as new; another's is, and Show focuses it", async () => {
    let comments = [mine];
    const { user } = openThread(() => comments, { [`DELETE /api/lounge/comments/${mine.id}`]: { body: { ok: true } } });
    await screen.findByText('A note to myself.');
    FakeEventSource.last!.emit('lounge.comment', { postId: post().id, commentId: mine.id });
    await settle();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    comments = [];
    await user.click(within(screen.getByRole('article', { name: 'Comment by Fern' })).getByRole('button', { name: 'Delete' }));
    // The Delete button went with the comment: focus goes to the comments' heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus());
    FakeEventSource.last!.emit('lounge.comment', { postId: post().id, commentId: mine.id });
    await settle();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();

    comments = [ben];
    FakeEventSource.last!.emit('lounge.comment', { postId: post().id, commentId: ben.id });
    await user.click(await screen.findByRole('button', { name: '1 new comment · Show' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comment by Ben' }).closest('li')).toHaveFocus());
  });

  it("counts the member's own comment written on another tab or device, but not the one this tab just sent", async () => {
    const here = comment({ id: '20000000-0000-4000-8000-000000000004', body: 'Sent from this tab.', author: fern });
    let comments = [ben];
    const { user } = openThread(() => comments, {
      [`POST ${THREAD}/comments`]: () => {
        comments = [ben, here];
        return { status: 201, body: { comment: here, crisisTier: 0 } };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Sent from this tab.');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await screen.findByText('Sent from this tab.');
    FakeEventSource.last!.emit('lounge.comment', { postId: post().id, commentId: here.id });
    await settle();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();

    comments = [ben, here, mine];
    FakeEventSource.last!.emit('lounge.comment', { postId: post().id, commentId: mine.id });
    await user.click(await screen.findByRole('button', { name: '1 new comment · Show' }));
    await waitFor(() => expect(screen.getByText('A note to myself.').closest('li')).toHaveFocus());
  });

  it('opens an edit with focus in its first field, and brings focus back to Edit once saved', async () => {
    const { user } = openThread(() => [mine], {
      [`PATCH /api/lounge/comments/${mine.id}`]: { body: { comment: mine, crisisTier: 0 } },
    });
    const item = within(await screen.findByRole('article', { name: 'Comment by Fern' }));
    await user.click(item.getByRole('button', { name: 'Edit' }));
    expect(item.getByRole('textbox', { name: 'Your words' })).toHaveFocus();
    await user.click(item.getByRole('button', { name: 'Save edit' }));
    await waitFor(() => expect(item.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('shows the crisis card for an edit into crisis words, as typed and once saved, with focus on it until Done (review 6)', async () => {
    const { user } = openThread(() => [mine], {
      [`PATCH /api/lounge/comments/${mine.id}`]: { body: { comment: { ...mine, status: 'held' }, crisisTier: 1 } },
    });
    const item = within(await screen.findByRole('article', { name: 'Comment by Fern' }));
    await user.click(item.getByRole('button', { name: 'Edit' }));
    await user.clear(item.getByRole('textbox', { name: 'Your words' }));
    await user.type(item.getByRole('textbox', { name: 'Your words' }), 'Everyone would be better off without me.');
    expect(await item.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Save edit' }));
    await waitFor(() => expect(item.getByRole('region', { name: CRISIS_COPY.heading })).toHaveFocus());
    expect(item.getByRole('status')).toHaveTextContent('Only you and a moderator can see this comment for now');
    await user.click(item.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(item.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(item.queryByRole('region', { name: CRISIS_COPY.heading })).toBeNull();
  });

  it('shows the crisis card in the comment form as crisis words are typed, and keeps it when a limit refuses them', async () => {
    const suspended = LIMIT_MESSAGES.suspended('2026-12-01');
    const { user } = openThread(() => [ben], {
      [`POST ${THREAD}/comments`]: {
        status: 403,
        body: { title: 'Forbidden', status: 403, detail: suspended, errors: [{ field: 'form', message: suspended }], crisisTier: 2 },
      },
    });
    await screen.findByRole('article', { name: 'Comment by Ben' });
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'I feel hopeless lately.');
    const form = within(box.closest('form') as HTMLElement);
    expect(await form.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Comment' }));
    expect(await form.findByText(suspended)).toBeInTheDocument();
    expect(form.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    expect(box).toHaveValue('I feel hopeless lately.');
  });

  it('moves focus to the thanks that replaces a sent report', async () => {
    const { user } = openThread(() => [ben], { 'POST /api/lounge/reports': { status: 201, body: { ok: true } } });
    const item = within(await screen.findByRole('article', { name: 'Comment by Ben' }));
    await user.click(item.getByRole('button', { name: 'Report' }));
    await user.click(item.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(item.getByText('Thank you. A moderator will take a look.').closest('[tabindex]')).toHaveFocus());
  });

  it('names the reply toggle and its send button apart, and closes the box once the reply is up', async () => {
    const reply = comment({ id: '20000000-0000-4000-8000-000000000003', parentId: ben.id, body: 'Thank you', author: fern });
    const { mock, user } = openThread(() => [ben], {
      [`POST ${THREAD}/comments`]: { status: 201, body: { comment: reply, crisisTier: 0 } },
    });
    const item = within(await screen.findByRole('article', { name: 'Comment by Ben' }));
    await user.click(item.getByRole('button', { name: 'Reply to Ben' }));
    await user.type(item.getByRole('textbox', { name: 'Reply to Ben' }), 'Thank you');
    await user.click(item.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(item.queryByRole('textbox', { name: 'Reply to Ben' })).toBeNull());
    expect(item.getByRole('button', { name: 'Reply to Ben' })).toHaveFocus();
    expect(sentBodies(mock, 'POST', `${THREAD}/comments`)).toEqual([{ body: 'Thank you', parentId: ben.id }]);
  });

  it('says that a comment is up, as a post does (review 6)', async () => {
    const here = comment({ id: '20000000-0000-4000-8000-000000000005', body: 'Thank you for this.', author: fern });
    const { user } = openThread(() => [ben], { [`POST ${THREAD}/comments`]: { status: 201, body: { comment: here, crisisTier: 0 } } });
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Thank you for this.');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Your comment is up.')).toBeInTheDocument();
  });
});

describe('opening a post and going back (review 6)', () => {
  it('puts focus on the opened post’s title, then back on the page; the first view is left alone', async () => {
    stubFetch({ ...routes(me()), [THREAD]: { body: { post: post(), comments: [] } } });
    renderPage(<LoungePage />, { path: '/lounge', realtime: true });
    const user = userEvent.setup();
    const [title] = await screen.findAllByRole('link', { name: post().title });
    expect(document.body).toHaveFocus();
    await user.click(title!);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: post().title })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Back to the Lounge' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
