import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { encodeCursor, type FeedRequest, feedQuery } from './feeds';

const t = setUpTestApp();
const viewer = { userId: 'plan-reader', moderator: false, blocked: new Set<string>() };
const cursor = encodeCursor('2026-11-20T08:00:00.123456Z', '3aaa680a-c9f2-4262-bc78-b59588e3250e');

/**
 * The plan of a feed page's real query when the planner may not scan the table nor sort: a feed
 * that can walk its index newest first needs neither, so no Sort shows. A small test table would
 * otherwise be read whole; `npm run bench` prints the same plan with 100,000 posts.
 */
async function plan(request: FeedRequest): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${feedQuery(viewer, request)}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the feed queries walk their index, never sort (cursor pagination without offset)', () => {
  it.each([
    ['a circle, first page', 'lounge_posts_circle_feed_idx', { circle: 'boundaries', limit: 20 }],
    ['a circle, a later page', 'lounge_posts_circle_feed_idx', { circle: 'boundaries', cursor, limit: 20 }],
    ['all circles, first page', 'lounge_posts_feed_idx', { limit: 20 }],
    ['all circles, a later page', 'lounge_posts_feed_idx', { cursor, limit: 20 }],
  ] as const)('%s walks %s', async (_name, index, request) => {
    const text = await plan(request);
    expect(text).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index} on lounge_posts`));
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).not.toMatch(/Seq Scan on lounge_posts/);
  });

  it('seeks to the cursor in the index instead of filtering the rows before it', async () => {
    const text = await plan({ circle: 'boundaries', cursor, limit: 20 });
    expect(text).toMatch(/Index Cond: \(\(circle = 'boundaries'::text\) AND \(ROW\(created_at, id\) < ROW\(/);
  });
});
