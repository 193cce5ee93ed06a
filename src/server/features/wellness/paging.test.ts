import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callAs, expectFieldErrors } from '#server/testing/requests';
import { newestFirstWithTie, tieWithinAMillisecond, walkPages } from '#server/testing/paging';
import { journalEntries, nervousStateChecks, soulprintEntries } from './schema';

/** Decision 156: each member list answers a page (a limit with a maximum) and the cursor of the next. */
const t = setUpTestApp();

const LISTS = [
  {
    name: 'check-ins',
    url: '/api/wellness/checkins?days=7',
    key: 'checkins',
    max: 500,
    table: soulprintEntries,
    save: (actor: Actor) => callAs(t, actor, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS),
    idOf: (body: { checkin: { id: string } }) => body.checkin.id,
  },
  {
    name: 'journal entries',
    url: '/api/journal?q=',
    key: 'entries',
    max: 500,
    table: journalEntries,
    save: (actor: Actor) => callAs(t, actor, 'POST', '/api/journal', { title: 'Today', body: 'Rested', mood: 3, tags: [] }),
    idOf: (body: { entry: { id: string } }) => body.entry.id,
  },
  {
    name: 'state checks',
    url: '/api/wellness/state-checks?',
    key: 'checks',
    max: 100,
    table: nervousStateChecks,
    save: (actor: Actor) => callAs(t, actor, 'POST', '/api/wellness/state-checks', { state: 'settled' }),
    idOf: (body: { id: string }) => body.id,
  },
] as const;

describe.each(LISTS)('the $name list', ({ url, key, max, table, save, idOf }) => {
  it('walks every row once, newest first, in pages of the asked size, even rows a microsecond apart or at the same moment', async () => {
    const member = makeActor();
    const other = makeActor();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(idOf((await save(member)).json()));
    await save(other);
    // Five rows within one millisecond (the first two at the very same moment): only a cursor to
    // the microsecond with the id as tie-break pages them right.
    const { rows } = await t.database.execute(`select (date_trunc('milliseconds', now()) - interval '1 hour')::text as base`);
    const base = String(rows[0]!.base);
    await tieWithinAMillisecond(t, table, ids, base);
    const { seen, pages } = await walkPages(t, member, `${url}&`, key);
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(newestFirstWithTie(ids));
  });

  it('answers the last page with no next cursor', async () => {
    const member = makeActor();
    await save(member);
    const res = await callAs(t, member, 'GET', `${url}&limit=2`);
    expect(res.json()).toMatchObject({ nextCursor: null });
    expect(res.json()[key]).toHaveLength(1);
  });

  it.each([
    ['a page size of 0', 'limit=0', 'querystring.limit'],
    ['a page size over the maximum', `limit=${max + 1}`, 'querystring.limit'],
    ['a cursor it did not send', `cursor=${Buffer.from('yesterday|me').toString('base64url')}`, 'cursor'],
    ['a cursor that is not one at all', 'cursor=%E2%9C%93', 'cursor'],
  ])('refuses %s with a field error', async (_what, query, field) => {
    expectFieldErrors(await callAs(t, makeActor(), 'GET', `${url}&${query}`), [field]);
  });
});

describe('the journal page', () => {
  const write = (actor: Actor, title: string, tags: string[]) => callAs(t, actor, 'POST', '/api/journal', { title, body: 'Rested', tags });

  it('asks a screenful of entries unless it names a size', async () => {
    const member = makeActor();
    for (let i = 0; i < 21; i++) await write(member, `Day ${i}`, []);
    const first = (await callAs(t, member, 'GET', '/api/journal')).json();
    expect(first.entries).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = (await callAs(t, member, 'GET', `/api/journal?cursor=${first.nextCursor}`)).json();
    expect(rest).toMatchObject({ entries: [{ title: 'Day 0' }], nextCursor: null });
  });

  it('lists every tag on the member’s own entries once, sorted, however deep in the pages they are', async () => {
    const member = makeActor();
    const other = makeActor();
    await write(member, 'Oldest', ['walk', 'sleep']);
    for (let i = 0; i < 3; i++) await write(member, `Day ${i}`, ['walk']);
    await write(member, 'Newest', ['Rest']);
    await write(other, 'Not hers', ['secret']);
    // The oldest entry (and its "sleep") is beyond the first page of two.
    expect(
      (await callAs(t, member, 'GET', '/api/journal?limit=2')).json().entries.flatMap((e: { tags: string[] }) => e.tags),
    ).not.toContain('sleep');
    const res = await callAs(t, member, 'GET', '/api/journal/tags');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tags: ['rest', 'sleep', 'walk'] });
    expect((await callAs(t, other, 'GET', '/api/journal/tags')).json()).toEqual({ tags: ['secret'] });
    expect((await callAs(t, makeActor(), 'GET', '/api/journal/tags')).json()).toEqual({ tags: [] });
  });
});
