// The Lounge feed figure of `npm run bench` (issue 21): the latency of a circle's feed page,
// p50 and p99, through the real route GET /api/lounge/posts (session, blocks, visibility, authors,
// comment counts, reactions) with the circle holding 100,000 posts. The posts are seeded in one
// INSERT ... SELECT generate_series; the first page and a deep page (its cursor names the post
// 90 % of the way down) are timed apart, so a cursor that scanned instead of seeking would show.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { encodeCursor, feedQuery } from '../src/server/features/lounge/feeds';
import { asActor, makeActor, type TestApp } from '../src/server/testing/test-app';

const CIRCLE = 'boundaries';
const AUTHORS = 200;
/** The newest posts carry comments and reactions, so the page's counts are real work. */
const BUSY_POSTS = 2_000;

type Rows<T> = { rows: T[] };

async function seed(t: TestApp, posts: number) {
  const db = t.database.db;
  await db.execute(sql`insert into lounge_members (user_id, display_name, identity_kind, guidelines_version)
    select 'bench-lounge-' || g, 'Bench ' || g, 'first_name', '1' from generate_series(1, ${AUTHORS}) g`);
  await db.execute(sql`insert into lounge_posts (circle, author_id, title, body, created_at)
    select ${CIRCLE}, 'bench-lounge-' || (1 + g % ${AUTHORS}), 'A small win, number ' || g,
      'Today I rested without guilt. It took practice and it was worth it. Post ' || g || '.',
      now() - make_interval(secs => g * 30)
    from generate_series(1, ${posts}) g`);
  await db.execute(sql`insert into lounge_comments (post_id, author_id, body, created_at)
    select p.id, 'bench-lounge-' || (1 + (k + hashtext(p.id::text) & 1023) % ${AUTHORS}), 'Me too, thank you for sharing.', p.created_at + make_interval(secs => k)
    from (select id, created_at from lounge_posts where circle = ${CIRCLE} order by created_at desc limit ${BUSY_POSTS}) p,
      generate_series(1, 3) k`);
  await db.execute(sql`insert into lounge_reactions (item_kind, item_id, user_id, kind)
    select 'post', p.id, 'bench-lounge-' || k, (array['calm', 'me_too', 'helped'])[1 + k % 3]
    from (select id from lounge_posts where circle = ${CIRCLE} order by created_at desc limit ${BUSY_POSTS}) p,
      generate_series(1, 5) k`);
  await db.execute(sql`analyze lounge_posts, lounge_comments, lounge_reactions`);
}

/** The cursor of the post `depth` posts down the circle, as the previous page would have handed it. */
async function cursorAt(t: TestApp, depth: number) {
  const result = (await t.database.db.execute(sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from lounge_posts where circle = ${CIRCLE} order by created_at desc, id desc offset ${depth - 1} limit 1`)) as unknown as Rows<{
    id: string;
    at: string;
  }>;
  const [row] = result.rows;
  return encodeCursor(row!.at, row!.id);
}

/** The plan of the deep page's query: it walks the circle's feed index from the cursor, it never sorts the circle. */
async function plan(t: TestApp, cursor: string) {
  const viewer = { userId: 'bench-reader', moderator: false, blocked: new Set<string>() };
  const query = feedQuery(viewer, { circle: CIRCLE, cursor, limit: 20 });
  const result = (await t.database.db.execute(sql`explain ${query}`)) as unknown as Rows<{ 'QUERY PLAN': string }>;
  return result.rows.map((r) => r['QUERY PLAN']);
}

export async function benchLoungeFeed(t: TestApp, base: string, options: { posts: number; seconds: number; connections: number }) {
  const started = Date.now();
  await seed(t, options.posts);
  const seededSeconds = (Date.now() - started) / 1000;
  const headers = asActor(makeActor());
  const deep = await cursorAt(t, Math.floor(options.posts * 0.9));
  const url = (cursor?: string) => `${base}/api/lounge/posts?circle=${CIRCLE}&limit=20${cursor ? `&cursor=${cursor}` : ''}`;
  // One read of each page first: it must answer 20 posts (and warms the statement caches).
  for (const cursor of [undefined, deep]) {
    const page = (await (await fetch(url(cursor), { headers })).json()) as { posts: unknown[] };
    if (page.posts.length !== 20) throw new Error(`The Lounge feed answered ${page.posts.length} posts, not 20.`);
  }
  const run = (cursor?: string) => autocannon({ url: url(cursor), headers, connections: options.connections, duration: options.seconds });
  const first = await run();
  const deepPage = await run(deep);
  return { seededSeconds, first, deep: deepPage, plan: await plan(t, deep) };
}
