import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callAs, expectFieldErrors } from '#server/testing/requests';
import { newestFirstWithTie, tieWithinAMillisecond, walkPages } from '#server/testing/paging';
import { dataExportRequests } from './schema';

/** Decision 156: the member's export requests, a page at a time, newest first, only her own. */
const t = setUpTestApp();

/** A member with an id of her own, and her id. */
function member() {
  const userId = randomUUID();
  return { actor: makeActor({ userId }), userId };
}

async function requests(userId: string, count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(dataExportRequests)
    .values(Array.from({ length: count }, () => ({ userId, status: 'failed' })))
    .returning({ id: dataExportRequests.id });
  return rows.map((row) => row.id);
}

describe('GET /api/privacy/exports', () => {
  it('walks every request once, newest first, in pages, even requests made at the same moment', async () => {
    const me = member();
    const ids = await requests(me.userId, 5);
    await requests(member().userId, 2);
    await tieWithinAMillisecond(t, dataExportRequests, ids, new Date(Date.now() - 3_600_000).toISOString());
    const { seen, pages } = await walkPages(t, me.actor, '/api/privacy/exports?', 'exports');
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(newestFirstWithTie(ids));
    // Without a size, the newest 20: here all five, and no next page.
    expect((await callAs(t, me.actor, 'GET', '/api/privacy/exports')).json()).toMatchObject({ nextCursor: null });
    expect((await callAs(t, me.actor, 'GET', '/api/privacy/exports')).json().exports).toHaveLength(5);
  });

  it('never shows another member’s requests, whatever the cursor', async () => {
    const me = member();
    await requests(me.userId, 3);
    const first = (await callAs(t, me.actor, 'GET', '/api/privacy/exports?limit=1')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const res = await callAs(t, member().actor, 'GET', `/api/privacy/exports?cursor=${first.nextCursor}`);
    expect(res.json()).toEqual({ exports: [], nextCursor: null });
  });

  it.each([
    ['a page size of 0', 'limit=0', 'querystring.limit'],
    ['a page size over the maximum', 'limit=51', 'querystring.limit'],
    ['a cursor it did not send', `cursor=${Buffer.from('yesterday|me').toString('base64url')}`, 'cursor'],
  ])('refuses %s with a field error', async (_what, query, field) => {
    expectFieldErrors(await callAs(t, makeActor(), 'GET', `/api/privacy/exports?${query}`), [field]);
  });
});
