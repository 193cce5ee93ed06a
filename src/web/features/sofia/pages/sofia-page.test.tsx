import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE } from '#shared/access/impersonation';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import SofiaPage from './sofia-page';

const talk = { id: 'c-1', title: 'Monday worries', updatedAt: '2026-11-27T06:00:00.000Z', messageCount: 4 };

describe('/sofia', () => {
  it('gives a free member what Sofia offers, the way to Premium and the safety parts', async () => {
    stubFetch({ ...signedInRoutes(null, { tier: 'free' }), '/api/sofia/conversations': { body: { conversations: [], nextCursor: null } } });
    renderPage(<SofiaPage />, { path: '/sofia', access: 'member' });
    expect(await screen.findByRole('heading', { name: 'Sofia comes with Premium and Elite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/memberships');
    expect(screen.queryByRole('link', { name: 'Start a chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your safety plan' })).toHaveAttribute('href', '/safety-plan');
    expect(screen.getAllByRole('link', { name: /Call or text 988/ })[0]).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('list', { name: 'Sofia is not' })).toHaveTextContent('Sofia never gives medical advice.');
  });

  it('lets a Premium member start a chat or voice, and rename or delete a conversation after confirming', async () => {
    const mock = stubFetch({
      ...signedInRoutes(null, { tier: 'premium' }),
      '/api/sofia/conversations': { body: { conversations: [talk], nextCursor: null } },
      'PATCH /api/sofia/conversations/c-1': (_url, init) =>
        JSON.parse(String(init?.body)).title.length > 80
          ? fieldErrors({ title: 'Please keep the name under 80 characters.' })
          : { body: { conversation: { ...talk, title: 'Sunday calm' } } },
      'DELETE /api/sofia/conversations/c-1': { status: 204 },
      '/api/sofia/status': { body: { engine: 'built-in', voice: { realtime: false }, dailyLimit: 40, usedToday: 3, hasSofia: true } },
    });
    renderPage(<SofiaPage />, { path: '/sofia', access: 'member' });
    expect(await screen.findByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', '/sofia/chat');
    // The daily limit as the server sets it, said before it is ever reached.
    expect(
      await screen.findByText(
        'Up to 40 messages with Sofia a day, starting again at midnight UTC. Anything about your safety never counts, and always gets an answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk out loud' })).toHaveAttribute('href', '/sofia/voice');
    const item = (await screen.findByRole('link', { name: 'Monday worries' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Monday worries' })).toHaveAttribute('href', '/sofia/chat?c=c-1');

    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Rename “Monday worries”' }));
    const name = within(item).getByRole('textbox', { name: 'New name' });
    await user.clear(name);
    await user.click(within(item).getByRole('button', { name: 'Save name' }));
    expect(within(item).getByText('Give the conversation a name.')).toBeInTheDocument();
    await user.type(name, 'Sunday calm{Enter}');
    await waitFor(() => expect(sentBodies(mock, 'PATCH', '/api/sofia/conversations/c-1')).toEqual([{ title: 'Sunday calm' }]));
    // The name form is gone: focus is back on the conversation's Rename button, not on the page.
    await waitFor(() => expect(within(item).getByRole('button', { name: /^Rename “/ })).toHaveFocus());

    await user.click(await screen.findByRole('button', { name: /^Delete “/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Delete “/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Delete conversation' }),
    );
    await waitFor(() => expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('says a conversation was deleted and puts focus on the list, which may now be empty', async () => {
    let deleted = false;
    stubFetch({
      ...signedInRoutes(null, { tier: 'premium' }),
      '/api/sofia/conversations': () => ({ body: { conversations: deleted ? [] : [talk], nextCursor: null } }),
      'DELETE /api/sofia/conversations/c-1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderPage(<SofiaPage />, { path: '/sofia', access: 'member' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Monday worries”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText('No conversations yet. When you talk with Sofia, they will wait for you here.')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Your conversations' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('“Monday worries” was deleted.').closest('[aria-live="polite"]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells staff viewing as the member that her conversations are private, calmly (review 6)', async () => {
    stubFetch({
      ...signedInRoutes(null, { tier: 'premium' }),
      '/api/sofia/conversations': {
        status: 403,
        body: { status: 403, title: 'Forbidden', code: PRIVATE_TEXT_CODE, detail: PRIVATE_TEXT_MESSAGE },
      },
      '/api/sofia/status': { body: { engine: 'built-in', voice: { realtime: false }, dailyLimit: 40, usedToday: 0, hasSofia: true } },
    });
    renderPage(<SofiaPage />, { path: '/sofia', access: 'member' });
    expect(await screen.findByText('Hidden: private to the member')).toBeInTheDocument();
    expect(screen.getByText(PRIVATE_TEXT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/We could not load your conversations/)).not.toBeInTheDocument();
  });
});
