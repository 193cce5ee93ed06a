import { type SQL, sql } from 'drizzle-orm';
import type { AuthorView, CommentView, PostView } from '#shared/contracts/lounge';
import type { ItemStatus } from '#shared/lounge/moderation';
import type { ReactionKind } from '#shared/lounge/reactions';
import { REMOVED_TEXT, type Viewer, visibility } from '#shared/lounge/visibility';
import type { AppDb } from '#server/platform/db/client';

/** A post or comment row as the views read it (joined with its author's Lounge identity). */
export interface ItemRow {
  id: string;
  kind: 'post' | 'comment';
  circle: string;
  post_id: string;
  parent_id: string | null;
  author_id: string | null;
  author_badge: string | null;
  display_name: string | null;
  member_key: string | null;
  title: string | null;
  body: string | null;
  status: ItemStatus;
  moderation_reason: string | null;
  crisis_tier: number;
  edited_at: string | Date | null;
  created_at: string | Date;
  /** created_at to the microsecond, for cursors. */
  at: string;
  comment_count: number;
}

const POST_COLUMNS = sql`'post' as kind, p.id, p.circle, p.id as post_id, null::uuid as parent_id, p.author_id, p.author_badge,
  m.display_name, m.member_key, p.title, p.body, p.status, p.moderation_reason, p.crisis_tier, p.edited_at, p.created_at,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
  (select count(*)::int from lounge_comments c where c.post_id = p.id and c.status = 'published' and c.body is not null) as comment_count`;

/** The query of posts with their author and visible comment count, filtered and ordered by the caller. */
export function postsQuery(where: SQL, tail: SQL = sql``): SQL {
  return sql`select ${POST_COLUMNS} from lounge_posts p left join lounge_members m on m.user_id = p.author_id where ${where} ${tail}`;
}

/** The rows of a posts query. */
export async function readPosts(db: AppDb, query: SQL): Promise<ItemRow[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: ItemRow[] }).rows;
}

export const selectPosts = (db: AppDb, where: SQL, tail?: SQL) => readPosts(db, postsQuery(where, tail));

export async function selectComments(db: AppDb, where: SQL): Promise<ItemRow[]> {
  const result = await db.execute(sql`select 'comment' as kind, c.id, p.circle, c.post_id, c.parent_id, c.author_id, c.author_badge,
    m.display_name, m.member_key, p.title, c.body, c.status, c.moderation_reason, c.crisis_tier, c.edited_at, c.created_at,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, 0 as comment_count
    from lounge_comments c join lounge_posts p on p.id = c.post_id left join lounge_members m on m.user_id = c.author_id
    where ${where} order by c.created_at, c.id`);
  return (result as unknown as { rows: ItemRow[] }).rows;
}

type Counts = Record<ReactionKind, number>;
export interface Reactions {
  counts: Map<string, Counts>;
  mine: Map<string, ReactionKind[]>;
}

/** Reaction counts of the items, and which the viewer gave. */
export async function loadReactions(db: AppDb, ids: string[], userId: string): Promise<Reactions> {
  const counts = new Map<string, Counts>();
  const mine = new Map<string, ReactionKind[]>();
  if (ids.length === 0) return { counts, mine };
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select item_id, kind, count(*)::int as n, bool_or(user_id = ${userId}) as mine
    from lounge_reactions where item_id in (${list}) group by item_id, kind`);
  for (const row of (result as unknown as { rows: { item_id: string; kind: ReactionKind; n: number; mine: boolean }[] }).rows) {
    const c = counts.get(row.item_id) ?? { calm: 0, me_too: 0, helped: 0 };
    c[row.kind] = row.n;
    counts.set(row.item_id, c);
    if (row.mine) mine.set(row.item_id, [...(mine.get(row.item_id) ?? []), row.kind]);
  }
  return { counts, mine };
}

const iso = (value: string | Date) => new Date(value).toISOString();

function author(row: ItemRow, viewer: Viewer): AuthorView | null {
  if (!row.author_id || !row.member_key) return null;
  const badge = row.author_badge === 'coach' || row.author_badge === 'staff' ? row.author_badge : null;
  return { memberKey: row.member_key, name: row.display_name ?? 'A member', badge, you: row.author_id === viewer.userId };
}

/** The item as this viewer may see it: in full, as "[removed]", or null when they may not. */
function itemView(row: ItemRow, viewer: Viewer, reactions: Reactions, replies: number) {
  const seen = visibility({ status: row.status, deleted: row.body === null, authorId: row.author_id, replies }, viewer);
  if (seen === 'none') return null;
  const removed = seen === 'removed';
  const own = row.author_id !== null && row.author_id === viewer.userId;
  return {
    id: row.id,
    author: removed ? null : author(row, viewer),
    body: removed ? REMOVED_TEXT : (row.body ?? REMOVED_TEXT),
    removed,
    status: row.status,
    moderationReason: own || viewer.moderator ? row.moderation_reason : null,
    edited: row.edited_at !== null,
    createdAt: iso(row.created_at),
    reactions: reactions.counts.get(row.id) ?? { calm: 0, me_too: 0, helped: 0 },
    mine: reactions.mine.get(row.id) ?? [],
  };
}

export function postView(row: ItemRow, viewer: Viewer, reactions: Reactions): PostView | null {
  const view = itemView(row, viewer, reactions, row.comment_count);
  if (!view) return null;
  return { ...view, circle: row.circle, title: view.removed ? REMOVED_TEXT : (row.title ?? REMOVED_TEXT), commentCount: row.comment_count };
}

/** The comments of a thread the viewer may see, replies under their comment, "[removed]" where replies hang. */
export function commentViews(rows: ItemRow[], viewer: Viewer, reactions: Reactions): CommentView[] {
  const visibleReplies = new Map<string, number>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const seen = visibility({ status: row.status, deleted: row.body === null, authorId: row.author_id, replies: 0 }, viewer);
    if (seen === 'full') visibleReplies.set(row.parent_id, (visibleReplies.get(row.parent_id) ?? 0) + 1);
  }
  const out: CommentView[] = [];
  for (const row of rows) {
    const view = itemView(row, viewer, reactions, visibleReplies.get(row.id) ?? 0);
    if (view) out.push({ ...view, postId: row.post_id, parentId: row.parent_id });
  }
  return out;
}
