import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { users } from '#server/platform/db/schema';
import { callAs } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { joinLounge, writePost } from '#server/features/lounge/lounge-testing';
import { computeMemberMetrics } from './member-metrics-job';
import { userComprehensiveMetrics } from './schema';

const t = setUpTestApp();
const deps = () => ({ db: t.database.db, moduleCount: async () => 7 });

/** An account in the Lounge, a month old (so the new-account cooldown does not apply). */
async function member(name: string): Promise<{ actor: Actor; userId: string }> {
  const userId = randomUUID();
  await t.database.db.insert(users).values({
    id: userId,
    name,
    email: `${userId}@example.test`,
    referralCode: userId.slice(0, 12),
    createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
  });
  const { actor } = await joinLounge(t, { userId });
  return { actor, userId };
}

/** The score the metrics job stores for the member, computed now. */
async function score(userId: string): Promise<number> {
  expect(await computeMemberMetrics(deps(), userId)).toBe(true);
  const [row] = await t.database.db.select().from(userComprehensiveMetrics).where(eq(userComprehensiveMetrics.userId, userId));
  return row!.communityEngagementScore;
}

async function call(actor: Actor, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await callAs(t, actor, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

describe("the member metrics job reads the community engagement score from the member's Lounge activity", () => {
  it('moves with posts, comments and reactions given and received, for that member only, in the last 30 days', async () => {
    const a = await member('Alex Engaged');
    const b = await member('Bea Engaged');
    const quiet = await member('Cam Quiet');
    expect([await score(a.userId), await score(b.userId)]).toEqual([0, 0]);

    // A posts: 1 of 4 posts fills 30 × 1/4 = 7.5 → 8.
    const { post } = await writePost(t, a.actor, { title: 'Rest counts', body: 'I rested today.' });
    expect(await score(a.userId)).toBe(8);

    // B comments and says it helped; A reacts to the comment (and to their own post, which is not "received").
    const comment = (await call(b.actor, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'Thank you.' })).json().comment;
    await call(b.actor, 'PUT', `/api/lounge/reactions/post/${post.id}/helped`);
    await call(a.actor, 'PUT', `/api/lounge/reactions/comment/${comment.id}/calm`);
    await call(a.actor, 'PUT', `/api/lounge/reactions/post/${post.id}/me_too`);
    // A: post 7.5 + 2 given (2 × 20/20) + 1 received (1) = 10.5 → 11. B: comment 3 + 1 given + 1 received = 5.
    expect(await score(a.userId)).toBe(11);
    expect(await score(b.userId)).toBe(5);
    expect(await score(quiet.userId)).toBe(0);

    // Activity older than the window no longer counts: B's comment and reaction move back 31 days.
    await t.database.execute(`update lounge_comments set created_at = now() - interval '31 days' where id = $1`, [comment.id]);
    await t.database.execute(`update lounge_reactions set created_at = now() - interval '31 days' where user_id = $1`, [b.userId]);
    expect(await score(b.userId)).toBe(1); // the calm A gave B's comment is still recent: 1 received.
    expect(await score(a.userId)).toBe(10); // 7.5 + 2 given; the "helped" it received is now old.

    // A post its author deleted no longer counts, nor what it received.
    await call(a.actor, 'DELETE', `/api/lounge/posts/${post.id}`);
    expect(await score(a.userId)).toBe(2);
  }, 120_000);
});
