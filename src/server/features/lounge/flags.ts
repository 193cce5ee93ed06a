import { and, eq, gte, sql } from 'drizzle-orm';
import { BURST, findLinks, isNewAccount, repeatKey } from '#shared/lounge/limits';
import { type FlagSource, flagRisk } from '#shared/lounge/moderation';
import type { CrisisTier } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { loungeComments, loungeFlags, loungePosts } from './schema';

export interface Written {
  kind: 'post' | 'comment';
  id: string;
  authorId: string;
  text: string;
  tier: CrisisTier;
  accountCreatedAt: Date;
}

/** The author's words of the last day, to notice the same text again and bursts of posting. */
async function recentTexts(db: AppDb, authorId: string, exceptId: string) {
  const since = sql`now() - interval '1 day'`;
  const [posts, comments] = await Promise.all([
    db
      .select({ id: loungePosts.id, text: loungePosts.body, at: loungePosts.createdAt })
      .from(loungePosts)
      .where(and(eq(loungePosts.authorId, authorId), gte(loungePosts.createdAt, since))),
    db
      .select({ id: loungeComments.id, text: loungeComments.body, at: loungeComments.createdAt })
      .from(loungeComments)
      .where(and(eq(loungeComments.authorId, authorId), gte(loungeComments.createdAt, since))),
  ]);
  return [...posts, ...comments].filter((r) => r.id !== exceptId);
}

/**
 * The automatic checks on a new item (issue 21): crisis language, a link from a new account, a
 * burst of posting, the same words again. Each becomes a flag in the moderators' queue; none of
 * them refuses the item (the limits do that, in the open).
 */
export async function flagAutomatically(db: AppDb, item: Written, now = new Date()): Promise<FlagSource[]> {
  const flags: { source: FlagSource; risk: number }[] = [];
  if (item.tier > 0) flags.push({ source: 'crisis', risk: flagRisk('crisis', { tier: item.tier as 1 | 2 }) });
  if (isNewAccount(item.accountCreatedAt, now) && findLinks(item.text).length > 0) {
    flags.push({ source: 'new_account_link', risk: flagRisk('new_account_link') });
  }
  const recent = await recentTexts(db, item.authorId, item.id);
  const key = repeatKey(item.text);
  if (key.length >= 12 && recent.some((r) => r.text !== null && repeatKey(r.text) === key)) {
    flags.push({ source: 'repeated', risk: flagRisk('repeated') });
  }
  const window = now.getTime() - BURST.minutes * 60_000;
  if (recent.filter((r) => r.at.getTime() >= window).length + 1 >= BURST.items) flags.push({ source: 'burst', risk: flagRisk('burst') });
  if (flags.length > 0) {
    await db.insert(loungeFlags).values(flags.map((f) => ({ itemKind: item.kind, itemId: item.id, source: f.source, risk: f.risk })));
  }
  return flags.map((f) => f.source);
}
