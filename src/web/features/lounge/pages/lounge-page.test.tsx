import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDELINES, GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import { LIMIT_MESSAGES } from '#shared/lounge/limits';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { me, post, routes } from '../testing/fixtures';
import LoungePage from './lounge-page';

beforeAll(() => installFakeEventSource());

describe('/lounge', () => {
  it('draws a post from its text: a list, emphasis, a link as text with its host, markup as text; a badge and no email', async () => {
    stubFetch(routes(me()));
    renderPage(<LoungePage />, { path: '/lounge' });
    const card = within(await screen.findByRole('article', { name: 'I said no' }));
    expect(card.getByText('slow').tagName).toBe('EM');
    expect(card.getAllByRole('listitem')).toHaveLength(2);
    expect(card.getByText('(nhs.uk)')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /nhs/ })).toBeNull();
    expect(card.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(card.getByText('Coach')).toBeInTheDocument();
    expect(card.getByText(/edited/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Sending calm/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a name, then the guidelines, before the composer shows, with focus following each step', async () => {
    let self = me({ identity: null, guidelines: { current: GUIDELINES_VERSION, accepted: null } });
    const mock = stubFetch({
      ...routes(self, []),
      '/api/lounge/me': () => ({ body: self }),
      'POST /api/lounge/me/identity': () => {
        self = me({
          identity: { name: 'River', kind: 'pseudonym', memberKey: '00000000-0000-4000-8000-000000000009' },
          guidelines: { current: GUIDELINES_VERSION, accepted: null },
        });
        return { body: self };
      },
      'POST /api/lounge/me/guidelines': () => {
        self = me({ identity: self.identity });
        return { body: self };
      },
    });
    renderPage(<LoungePage />, { path: '/lounge' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A pseudonym' }));
    await user.type(screen.getByRole('textbox', { name: 'Pseudonym' }), 'River');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sentBodies(mock, 'POST', '/api/lounge/me/identity')).toEqual([{ kind: 'pseudonym', pseudonym: 'River' }]);
    await user.click(await screen.findByRole('button', { name: GUIDELINES.accept }));
    expect(sentBodies(mock, 'POST', '/api/lounge/me/guidelines')).toEqual([{ version: GUIDELINES_VERSION }]);
    // The guidelines give way to the composer, and focus follows rather than falling to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Share something' })).toHaveFocus());
  });

  it('keeps what was typed when the server refuses, and shows crisis resources at once when the words call for them', async () => {
    let refuse = true;
    const mock = stubFetch({
      ...routes(me(), []),
      'POST /api/lounge/posts': () =>
        refuse
          ? fieldErrors({ body: 'Please share at most 3 links in one post or comment.' })
          : { status: 201, body: { post: post({ status: 'held', author: { ...post().author!, you: true } }), crisisTier: 1 } },
    });
    renderPage(<LoungePage />, { path: '/lounge' });
    const user = userEvent.setup();
    const composer = within(await screen.findByRole('region', { name: 'Share something' }));
    await user.type(composer.getByRole('textbox', { name: 'Title' }), 'Heavy day');
    await user.type(composer.getByRole('textbox', { name: 'What would you like to share?' }), 'I want to kill myself');
    await user.click(composer.getByRole('button', { name: 'Share post' }));
    expect(await composer.findByText('Please share at most 3 links in one post or comment.')).toBeInTheDocument();
    expect(composer.getByRole('textbox', { name: 'What would you like to share?' })).toHaveValue('I want to kill myself');
    refuse = false;
    await user.click(composer.getByRole('button', { name: 'Share post' }));
    expect(await screen.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/lounge/posts')).toHaveLength(2);
  });

  it('shows the crisis card as crisis words are typed, and keeps it when a limit refuses the post (review 6)', async () => {
    const cooldown = LIMIT_MESSAGES.cooldown(2);
    stubFetch({
      ...routes(me(), []),
      'POST /api/lounge/posts': {
        status: 429,
        body: { title: 'Too Many Requests', status: 429, detail: cooldown, errors: [{ field: 'form', message: cooldown }], crisisTier: 1 },
      },
    });
    renderPage(<LoungePage />, { path: '/lounge' });
    const user = userEvent.setup();
    const composer = within(await screen.findByRole('region', { name: 'Share something' }));
    await user.type(composer.getByRole('textbox', { name: 'Title' }), 'Tonight');
    await user.type(composer.getByRole('textbox', { name: 'What would you like to share?' }), 'I want to kill myself.');
    expect(await composer.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    await user.click(composer.getByRole('button', { name: 'Share post' }));
    expect(await composer.findByText(cooldown)).toBeInTheDocument();
    expect(composer.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    expect(composer.getByRole('textbox', { name: 'What would you like to share?' })).toHaveValue('I want to kill myself.');
  });

  it('counts a new post from another member in a polite bar instead of moving the feed; Show focuses it', async () => {
    const fresh = post({ id: '10000000-0000-4000-8000-000000000002', title: 'New one' });
    let posts = [post()];
    stubFetch({
      ...routes(me()),
      '/api/lounge/posts': () => ({ body: { posts, nextCursor: null } }),
      [`/api/lounge/posts/${fresh.id}/summary`]: { body: fresh },
    });
    renderPage(<LoungePage />, { path: '/lounge', realtime: true });
    await screen.findByRole('article', { name: 'I said no' });
    FakeEventSource.last!.emit('lounge.post', { postId: fresh.id, circle: 'boundaries' });
    const show = await screen.findByRole('button', { name: '1 new post · Show' });
    expect(screen.queryByRole('article', { name: 'New one' })).toBeNull();
    posts = [fresh, post()];
    await userEvent.setup().click(show);
    // The bar's button goes: focus moves to the post it revealed, not to the page.
    await waitFor(() => expect(screen.getByRole('article', { name: 'New one' }).closest('li')).toHaveFocus());
  });

  it("counts the member's own post written on another tab or device, but not the one this tab just shared", async () => {
    const you = { ...post().author!, you: true };
    const elsewhere = post({ id: '10000000-0000-4000-8000-000000000003', title: 'From my phone', author: you });
    const here = post({ id: '10000000-0000-4000-8000-000000000004', title: 'From this tab', author: you });
    // The feed stays as it was, so only "this tab wrote it" can keep the bar quiet for `here`.
    stubFetch({
      ...routes(me()),
      '/api/lounge/posts': { body: { posts: [post()], nextCursor: null } },
      'POST /api/lounge/posts': { status: 201, body: { post: here, crisisTier: 0 } },
      [`/api/lounge/posts/${elsewhere.id}/summary`]: { body: elsewhere },
      [`/api/lounge/posts/${here.id}/summary`]: { body: here },
    });
    renderPage(<LoungePage />, { path: '/lounge', realtime: true });
    const user = userEvent.setup();
    const composer = within(await screen.findByRole('region', { name: 'Share something' }));
    await user.type(composer.getByRole('textbox', { name: 'Title' }), 'From this tab');
    await user.type(composer.getByRole('textbox', { name: 'What would you like to share?' }), 'Written here.');
    await user.click(composer.getByRole('button', { name: 'Share post' }));
    await waitFor(() => expect(composer.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
    FakeEventSource.last!.emit('lounge.post', { postId: here.id, circle: 'boundaries' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    FakeEventSource.last!.emit('lounge.post', { postId: elsewhere.id, circle: 'boundaries' });
    expect(await screen.findByRole('button', { name: '1 new post · Show' })).toBeInTheDocument();
  });

  it('sends focus to the pseudonym when it is refused, as other forms do', async () => {
    stubFetch({
      ...routes(me({ identity: null }), []),
      'POST /api/lounge/me/identity': fieldErrors({ pseudonym: 'Please use 2 to 30 letters, numbers, spaces or hyphens.' }),
    });
    renderPage(<LoungePage />, { path: '/lounge' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A pseudonym' }));
    await user.type(screen.getByRole('textbox', { name: 'Pseudonym' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please use 2 to 30 letters, numbers, spaces or hyphens.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pseudonym' })).toHaveFocus();
  });
});
