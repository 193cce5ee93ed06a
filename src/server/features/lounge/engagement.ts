import { sql } from 'drizzle-orm';
import { type CommunityActivity, engagementWindowStart } from '#shared/lounge/engagement';
import type { AppDb } from '#server/platform/db/client';

/**
 * A member's Lounge activity in the score's window (spec 3, decisions 103 and 111): posts and
 * comments (replies included) they wrote that still stand (words kept, not removed by a
 * moderator), reactions they gave, and reactions others gave to what they wrote. Each count walks
 * an index on the member (authored items, reactions by user) or on the item (reactions received).
 */
export async function communityActivity(db: AppDb, userId: string, now: Date): Promise<CommunityActivity> {
  const since = engagementWindowStart(now).toISOString();
  const standing = sql`body is not null and status <> 'removed'`;
  const result = await db.execute(sql`select
    (select count(*)::int from lounge_posts where author_id = ${userId} and created_at >= ${since} and ${standing}) as posts,
    (select count(*)::int from lounge_comments where author_id = ${userId} and created_at >= ${since} and ${standing}) as comments,
    (select count(*)::int from lounge_reactions where user_id = ${userId} and created_at >= ${since}) as given,
    (select count(*)::int from lounge_reactions r where r.created_at >= ${since} and r.user_id <> ${userId} and r.item_id in (
      select id from lounge_posts where author_id = ${userId} and ${standing}
      union all select id from lounge_comments where author_id = ${userId} and ${standing})) as received`);
  const [row] = (result as unknown as { rows: { posts: number; comments: number; given: number; received: number }[] }).rows;
  return { posts: row!.posts, comments: row!.comments, reactionsGiven: row!.given, reactionsReceived: row!.received };
}
