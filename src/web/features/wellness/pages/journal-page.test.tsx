import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '#shared/contracts/journal';
import { TEXT_MESSAGES } from '#shared/validation/text';
import { fieldErrors, sentBodies, stubFetch, type StubReply } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE } from '#shared/access/impersonation';
import JournalPage from './journal-page';

/** Each new entry carries a client id, the server's idempotency key (issue 25). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function entry(id: string, title: string, body: string, over: Partial<JournalEntry> = {}): JournalEntry {
  return { id, title, body, mood: null, tags: [], created_at: '2026-03-03T09:00:00.000Z', updated_at: '2026-03-03T09:00:00.000Z', ...over };
}

const WALK = entry('a0000000-0000-4000-8000-000000000001', 'A slow walk', 'Walked by the river and felt my shoulders drop.', {
  tags: ['walk'],
  mood: 4,
});
const SLEEP = entry('a0000000-0000-4000-8000-000000000002', 'Bad night', 'Woke at three again. Tired but okay.', { tags: ['sleep'] });

/** The server's page size when the page names none (decision 156). */
const PAGE = 20;

/**
 * The journal API as these tests see it: entries that change as calls arrive, searched like the
 * server, a page at a time (here a cursor is the id of the last entry of the page before).
 */
function server(over: Record<string, StubReply> = {}, initial: JournalEntry[] = [WALK, SLEEP]) {
  const state = { entries: [...initial] };
  let next = 10;
  const mock = stubFetch({
    ...signedInRoutes(),
    '/api/journal': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const tag = url.searchParams.get('tag');
      const cursor = url.searchParams.get('cursor');
      const matching = state.entries.filter(
        (e) => (!q || `${e.title} ${e.body}`.toLowerCase().includes(q)) && (!tag || e.tags.includes(tag)),
      );
      const from = cursor ? matching.findIndex((e) => e.id === cursor) + 1 : 0;
      const entries = matching.slice(from, from + PAGE);
      return { body: { entries, nextCursor: from + PAGE < matching.length ? entries.at(-1)!.id : null } };
    },
    '/api/journal/tags': () => ({ body: { tags: [...new Set(state.entries.flatMap((e) => e.tags))].sort() } }),
    'POST /api/journal': (_url, init) => {
      const input = JSON.parse(String(init?.body)) as Pick<JournalEntry, 'title' | 'body' | 'mood' | 'tags'>;
      const created = entry(`a0000000-0000-4000-8000-0000000000${next++}`, input.title, input.body, { mood: input.mood, tags: input.tags });
      state.entries = [created, ...state.entries];
      const crisis = /end it all/i.test(input.body);
      return { status: 201, body: { entry: created, crisis, crisisTier: crisis ? 1 : 0 } };
    },
    ...Object.fromEntries(
      initial.map((e) => [
        `DELETE /api/journal/${e.id}`,
        () => {
          state.entries = state.entries.filter((x) => x.id !== e.id);
          return { status: 204 };
        },
      ]),
    ),
    ...over,
  });
  return { mock, state };
}

/** 25 entries about walks, newest first, more than a page; only the oldest is tagged "sleep". */
const walks = () =>
  Array.from({ length: 25 }, (_, i) =>
    entry(`b0000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, `Walk ${25 - i}`, 'Out by the river.', {
      tags: i === 24 ? ['sleep', 'walk'] : ['walk'],
    }),
  );

async function openJournal(path = '/wellness-dashboard/journal') {
  const view = renderPage(<JournalPage />, { path });
  await screen.findByRole('heading', { level: 1, name: 'Journal' });
  return view;
}

const newEntryForm = () => screen.getByRole('form', { name: 'New journal entry' });
const resultsStatus = () => within(screen.getByRole('region', { name: 'Your entries' })).getByRole('status');

describe('/wellness-dashboard/journal', () => {
  it('shows the spec 5 messages under the fields and sends nothing until they are fixed', async () => {
    const { mock } = server();
    await openJournal();
    const form = newEntryForm();
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(await within(form).findByText(TEXT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();

    await user.type(title, 'Monday <again>');
    await user.click(within(form).getByRole('textbox', { name: 'What is on your mind?' }));
    await user.paste('Fine.');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText(TEXT_MESSAGES.titleBrackets)).toBeInTheDocument();

    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText(TEXT_MESSAGES.titleTooLong)).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Monday');
    const body = within(form).getByRole('textbox', { name: 'What is on your mind?' });
    await user.clear(body);
    await user.click(body);
    await user.paste('y'.repeat(10_001));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText(TEXT_MESSAGES.contentTooLong)).toBeInTheDocument();
    expect(body).toHaveAccessibleDescription(expect.stringContaining('10,001 of 10,000 characters'));

    await user.clear(body);
    await user.click(body);
    await user.paste('Look: <script>alert(1)</script>');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText(TEXT_MESSAGES.contentUnsafe)).toBeInTheDocument();

    expect(sentBodies(mock, 'POST', '/api/journal')).toEqual([]);
  });

  it('puts a prompt in the body when the title is the member’s own, so the tap always shows', async () => {
    server();
    await openJournal();
    const form = newEntryForm();
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Tuesday');
    await user.click(within(form).getByRole('button', { name: 'What is my body asking for right now?' }));
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Tuesday');
    const body = within(form).getByRole('textbox', { name: 'What is on your mind?' });
    expect(body).toHaveValue('What is my body asking for right now?\n');
    expect(body).toHaveFocus();
    await user.keyboard('Sleep.');
    await user.click(within(form).getByRole('button', { name: 'One small thing that went okay' }));
    expect(body).toHaveValue('What is my body asking for right now?\nSleep.\n\nOne small thing that went okay\n');
    // The same prompt again adds nothing.
    await user.click(within(form).getByRole('button', { name: 'One small thing that went okay' }));
    expect(body).toHaveValue('What is my body asking for right now?\nSleep.\n\nOne small thing that went okay\n');
  });

  it('saves an entry with a prompt, mood and tags, and it appears in the list', async () => {
    const { mock } = server();
    await openJournal();
    const form = newEntryForm();
    const user = userEvent.setup();
    const prompt = within(form).getByRole('button', { name: 'One small thing that went okay' });
    await user.click(prompt);
    expect(prompt).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('One small thing that went okay');
    expect(within(form).getByRole('textbox', { name: 'What is on your mind?' })).toHaveFocus();
    await user.keyboard('Made soup.');
    await user.click(within(form).getByRole('radio', { name: 'Lighter' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tags (optional)' }), 'Cooking, rest');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));

    expect(await within(form).findByText('Saved to your journal. Only you can read it.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/journal')).toEqual([
      {
        title: 'One small thing that went okay',
        body: 'Made soup.',
        mood: 4,
        tags: ['cooking', 'rest'],
        client_id: expect.stringMatching(UUID),
      },
    ]);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Journal entries' });
    expect(await within(list).findByRole('heading', { name: 'One small thing that went okay' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter by tag' })).toHaveTextContent('cooking');
  });

  it('keeps everything typed when the save fails, and shows the server field errors under their fields', async () => {
    let attempt = 0;
    server({
      'POST /api/journal': () =>
        ++attempt === 1
          ? { status: 500, body: { title: 'Internal Server Error', status: 500 } }
          : fieldErrors({ body: 'Please write something, even a line.' }),
    });
    await openJournal();
    const form = newEntryForm();
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Long week');
    await user.type(within(form).getByRole('textbox', { name: 'What is on your mind?' }), 'Too many meetings.');
    await user.type(within(form).getByRole('textbox', { name: 'Tags (optional)' }), 'work');
    await user.click(within(form).getByRole('radio', { name: 'Low' }));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));

    expect(
      await within(form).findByText('Your entry was not saved. Everything you wrote is still here: please try again in a moment.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Long week');
    expect(within(form).getByRole('textbox', { name: 'What is on your mind?' })).toHaveValue('Too many meetings.');
    expect(within(form).getByRole('textbox', { name: 'Tags (optional)' })).toHaveValue('work');
    expect(within(form).getByRole('radio', { name: 'Low' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText('Please write something, even a line.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'What is on your mind?' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'What is on your mind?' })).toHaveValue('Too many meetings.');
  });

  it('searches once typing pauses, keeps ?q= in the address, and filters by tag', async () => {
    const { mock } = server();
    const { router } = await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const searches = () =>
      mock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/journal')
        .map((url) => url.searchParams.get('q'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search your journal' }));
    await user.paste('river');
    // Debounced: nothing is asked until the typing pauses.
    expect(searches()).toEqual([null]);
    await waitFor(() => expect(resultsStatus()).toHaveTextContent('1 entry matching “river”'));
    expect(within(list).getByRole('heading', { name: 'A slow walk' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Bad night' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=river');
    expect(searches()).toEqual([null, 'river']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search your journal' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(tags).getByRole('button', { name: 'sleep' }));
    await waitFor(() => expect(resultsStatus()).toHaveTextContent('1 entry tagged “sleep”'));
    expect(within(tags).getByRole('button', { name: 'sleep' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?tag=sleep');
    expect(within(list).getByRole('heading', { name: 'Bad night' })).toBeInTheDocument();
  });

  it('shows a page of entries, then older ones on demand, with every tag to filter by from the start', async () => {
    const many = walks();
    const { mock } = server({}, many);
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    expect(within(list).getAllByRole('article')).toHaveLength(PAGE);
    expect(resultsStatus()).toHaveTextContent('The newest 20 entries, older ones below');
    // The oldest entry's tag is there before its page is.
    const tags = screen.getByRole('group', { name: 'Filter by tag' });
    expect(await within(tags).findByRole('button', { name: 'sleep' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Walk 1' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(within(list).getByRole('heading', { name: 'Walk 1' })).toBeInTheDocument();
    expect(resultsStatus()).toHaveTextContent('25 entries');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();

    // A search pages the same way, and its next page keeps the search.
    await user.type(screen.getByRole('searchbox', { name: 'Search your journal' }), 'river');
    await waitFor(() => expect(resultsStatus()).toHaveTextContent('The newest 20 entries matching “river”, older ones below'));
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(resultsStatus()).toHaveTextContent('25 entries matching “river”'));
    const asked = mock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/journal')
      .map((url) => url.search);
    expect(asked).toEqual(['', `?cursor=${many[19]!.id}`, '?q=river', `?q=river&cursor=${many[19]!.id}`]);
  });

  it('lands a link to an older entry (the calendar’s #entry-<id>) on it, loading the pages down to it', async () => {
    const many = walks();
    server({}, many);
    await openJournal(`/wellness-dashboard/journal#entry-${many[24]!.id}`);
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    await waitFor(() => expect(document.getElementById(`entry-${many[24]!.id}`)).toHaveFocus());
    expect(within(list).getAllByRole('article')).toHaveLength(25);
  });

  it('asks before deleting, keeps the entry on "Keep it", and deletes it on confirm', async () => {
    const { mock } = server();
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const user = userEvent.setup();

    await user.click(within(list).getByRole('button', { name: 'Delete “Bad night”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(dialog).toHaveTextContent('“Bad night” will be removed from your journal for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Delete “Bad night”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('“Bad night” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('heading', { name: 'Bad night' })).not.toBeInTheDocument());
    expect(mock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input))).toEqual([
      `/api/journal/${SLEEP.id}`,
    ]);
  });

  it('edits an entry in a dialog and sends the whole entry again', async () => {
    const { mock } = server({
      [`PUT /api/journal/${WALK.id}`]: (_url, init) => {
        const input = JSON.parse(String(init?.body)) as JournalEntry;
        return { body: { entry: { ...WALK, ...input }, crisis: false, crisisTier: 0, conflict: null } };
      },
    });
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Edit “A slow walk”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('A slow walk');
    expect(within(dialog).getByRole('radio', { name: 'Lighter' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'A slow walk by the river');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', `/api/journal/${WALK.id}`)).toEqual([
      // The version it was based on and when it was made (decision 150).
      {
        title: 'A slow walk by the river',
        body: WALK.body,
        mood: 4,
        tags: ['walk'],
        base_updated_at: WALK.updated_at,
        edited_at: expect.any(String),
      },
    ]);
  });

  it('tells the member when the entry had changed elsewhere and which version is kept as a copy', async () => {
    const copy = entry('a0000000-0000-4000-8000-000000000099', 'A slow walk (copy)', 'Changed on the laptop.');
    server({
      [`PUT /api/journal/${WALK.id}`]: (_url, init) => {
        const input = JSON.parse(String(init?.body)) as JournalEntry;
        return { body: { entry: { ...WALK, ...input }, crisis: false, crisisTier: 0, conflict: { kept_as_copy: 'other', copy } } };
      },
    });
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Edit “A slow walk”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    await user.type(within(dialog).getByRole('textbox', { name: 'What is on your mind?' }), ' Then rain.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Your edit is saved. This entry had also changed elsewhere, so that version is kept as “A slow walk (copy)”.',
      ),
    ).toBeInTheDocument();
  });

  it('tells staff viewing as the member that the journal is private, without showing it (issue 16)', async () => {
    server({
      '/api/journal': { status: 403, body: { status: 403, title: 'Forbidden', code: PRIVATE_TEXT_CODE, detail: PRIVATE_TEXT_MESSAGE } },
    });
    await openJournal();
    const list = screen.getByRole('region', { name: 'Your entries' });
    expect(await within(list).findByText(PRIVATE_TEXT_MESSAGE)).toBeInTheDocument();
    expect(within(list).getByText('Hidden: private to the member')).toBeInTheDocument();
    expect(within(list).queryByText(/We could not load your journal/)).not.toBeInTheDocument();
  });

  it('shows what was written as text, never as HTML', async () => {
    const tricky = entry(
      'a0000000-0000-4000-8000-000000000003',
      'Notes & <b>bold</b> things',
      '<img src=x onerror="alert(1)"> <script>alert(2)</script>\nSecond line',
    );
    server({}, [tricky]);
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Notes & <b>bold</b> things' })).toBeInTheDocument();
    expect(card).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(card.querySelector('b, img, script')).toBeNull();
  });

  it('shows the crisis resources gently while typing, and still saves', async () => {
    const { mock } = server();
    await openJournal();
    const form = newEntryForm();
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'You do not have to carry this alone' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Tonight');
    await user.type(within(form).getByRole('textbox', { name: 'What is on your mind?' }), 'Some days I want to end it all.');
    expect(await screen.findByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'What is on your mind?' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(
      await within(form).findByText('Saved to your journal. What you wrote sounds heavy, so support is listed just below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/journal')).toHaveLength(1);
  });
});
