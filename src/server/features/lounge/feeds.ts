import { type SQL, sql } from 'drizzle-orm';
import { LOUNGE_MESSAGES, type FeedPage, type PostView, type ThreadView } from '#shared/contracts/lounge';
import type { Viewer } from '#shared/lounge/visibility';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { commentViews, loadReactions, postView, postsQuery, readPosts, selectComments, selectPosts } from './views';

const HELPFUL_DAYS = 7;
const HELPFUL_COUNT = 10;

/** A cursor names the last post of a page by (created_at to the microsecond, id): stable while posts arrive. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new HttpError(400, 'That page link is out of date. Please start from the top.', {
      errors: [{ field: 'cursor', message: 'Invalid cursor.' }],
    });
  }
  return { at, id };
}

/** What a member may see in a feed: published posts with words, and their own held or hidden ones; none by members they blocked. */
function visibleTo(viewer: Viewer): SQL {
  const blocked = sql`(p.author_id is null or p.author_id not in (select blocked_id from lounge_blocks where user_id = ${viewer.userId} and blocked_id is not null))`;
  return sql`p.body is not null and (p.status = 'published' or (p.author_id = ${viewer.userId} and p.status in ('held', 'hidden'))) and ${blocked}`;
}

export interface FeedRequest {
  circle?: string;
  cursor?: string;
  limit: number;
}

/** A feed page's query, newest first from the cursor on (one row more than the page, to know if another follows). */
export function feedQuery(viewer: Viewer, query: FeedRequest): SQL {
  const conditions = [visibleTo(viewer)];
  if (query.circle) conditions.push(sql`p.circle = ${query.circle}`);
  else conditions.push(sql`p.circle not in (select circle from lounge_mutes where user_id = ${viewer.userId})`);
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    conditions.push(sql`(p.created_at, p.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return postsQuery(sql.join(conditions, sql` and `), sql`order by p.created_at desc, p.id desc limit ${query.limit + 1}`);
}

export function createLoungeFeeds(db: AppDb) {
  async function views(rows: Awaited<ReturnType<typeof selectPosts>>, viewer: Viewer): Promise<PostView[]> {
    const reactions = await loadReactions(
      db,
      rows.map((r) => r.id),
      viewer.userId,
    );
    return rows.map((r) => postView(r, viewer, reactions)).filter((v): v is PostView => v !== null);
  }

  return {
    /** Newest first, one circle or all of them (muted circles left out), paged by cursor. */
    async feed(viewer: Viewer, query: FeedRequest): Promise<FeedPage> {
      const rows = await readPosts(db, feedQuery(viewer, query));
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { posts: await views(page, viewer), nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.id) : null };
    },

    /** The week's posts that most members said helped them: posts ranked, never people. */
    async helpful(viewer: Viewer): Promise<FeedPage> {
      const rows = await selectPosts(
        db,
        sql`${visibleTo(viewer)} and p.status = 'published' and p.created_at > now() - make_interval(days => ${HELPFUL_DAYS})`,
        sql`order by (select count(*) from lounge_reactions r where r.item_id = p.id and r.kind = 'helped') desc, p.created_at desc limit ${HELPFUL_COUNT}`,
      );
      return { posts: (await views(rows, viewer)).filter((p) => p.reactions.helped > 0), nextCursor: null };
    },

    async post(viewer: Viewer, id: string): Promise<PostView> {
      const [row] = await selectPosts(db, sql`p.id = ${id}`);
      const [view] = row ? await views([row], viewer) : [];
      if (!view) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
      return view;
    },

    async thread(viewer: Viewer, id: string): Promise<ThreadView> {
      const [row] = await selectPosts(db, sql`p.id = ${id}`);
      if (!row) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
      const comments = await selectComments(db, sql`c.post_id = ${id}`);
      const reactions = await loadReactions(db, [row.id, ...comments.map((c) => c.id)], viewer.userId);
      const post = postView(row, viewer, reactions);
      if (!post) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
      return { post, comments: commentViews(comments, viewer, reactions) };
    },

    async comment(viewer: Viewer, id: string) {
      const rows = await selectComments(db, sql`c.id = ${id}`);
      const reactions = await loadReactions(db, [id], viewer.userId);
      const [view] = commentViews(rows, viewer, reactions);
      if (!view) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
      return view;
    },
  };
}
export type LoungeFeeds = ReturnType<typeof createLoungeFeeds>;
