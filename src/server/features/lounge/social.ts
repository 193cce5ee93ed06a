import { and, eq } from 'drizzle-orm';
import { LOUNGE_MESSAGES, type CircleList, type ReportInput } from '#shared/contracts/lounge';
import { CIRCLES } from '#shared/lounge/circles';
import { flagRisk } from '#shared/lounge/moderation';
import type { ReactionKind } from '#shared/lounge/reactions';
import type { UserActor } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { LoungeFeeds } from './feeds';
import type { LoungeMembers } from './members';
import { loungeBlocks, loungeCircleHosts, loungeFlags, loungeMembers, loungeMutes, loungeReactions } from './schema';

/** Reactions, reports, blocks, mutes and circles: what a member does around the posts. */
export function createLoungeSocial(deps: { db: AppDb; members: LoungeMembers; feeds: LoungeFeeds }) {
  const { db, members, feeds } = deps;

  /** The item, if this member may see it in full (404 otherwise: hidden, blocked, removed or unknown). */
  async function seen(actor: UserActor, kind: 'post' | 'comment', id: string) {
    const viewer = await members.viewer(actor);
    const item = kind === 'post' ? await feeds.post(viewer, id) : await feeds.comment(viewer, id);
    if (item.removed) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
    return item;
  }

  return {
    async react(actor: UserActor, kind: 'post' | 'comment', id: string, reaction: ReactionKind, on: boolean): Promise<void> {
      await seen(actor, kind, id);
      if (on) {
        await db.insert(loungeReactions).values({ itemKind: kind, itemId: id, userId: actor.userId, kind: reaction }).onConflictDoNothing();
      } else {
        await db
          .delete(loungeReactions)
          .where(and(eq(loungeReactions.itemId, id), eq(loungeReactions.userId, actor.userId), eq(loungeReactions.kind, reaction)));
      }
    },

    /** A member's report, once per item and member, goes to the moderators' queue; the author is not told who. */
    async report(actor: UserActor, input: ReportInput & { details?: string }): Promise<void> {
      const item = await seen(actor, input.itemKind, input.itemId);
      if (item.author?.you) throw new HttpError(422, 'This is your own post. You can edit or delete it instead.');
      const [already] = await db
        .select({ id: loungeFlags.id })
        .from(loungeFlags)
        .where(and(eq(loungeFlags.itemId, input.itemId), eq(loungeFlags.reporterId, actor.userId), eq(loungeFlags.open, 1)));
      if (already) return;
      await db.insert(loungeFlags).values({
        itemKind: input.itemKind,
        itemId: input.itemId,
        source: 'report',
        reason: input.reason,
        details: input.details || null,
        reporterId: actor.userId,
        risk: flagRisk('report', { reason: input.reason }),
      });
    },

    async block(actor: UserActor, memberKey: string, on: boolean): Promise<void> {
      const target = await members.byKey(memberKey);
      if (!target) throw new HttpError(404, 'We could not find that member.');
      if (target.userId === actor.userId) throw new HttpError(422, LOUNGE_MESSAGES.selfBlock);
      if (on) await db.insert(loungeBlocks).values({ userId: actor.userId, blockedId: target.userId }).onConflictDoNothing();
      else await db.delete(loungeBlocks).where(and(eq(loungeBlocks.userId, actor.userId), eq(loungeBlocks.blockedId, target.userId)));
    },

    async mute(actor: UserActor, circle: string, on: boolean): Promise<void> {
      if (on) await db.insert(loungeMutes).values({ userId: actor.userId, circle }).onConflictDoNothing();
      else await db.delete(loungeMutes).where(and(eq(loungeMutes.userId, actor.userId), eq(loungeMutes.circle, circle)));
    },

    async circles(actor: UserActor): Promise<CircleList> {
      const [hosts, muted] = await Promise.all([
        db
          .select({ circle: loungeCircleHosts.circle, name: loungeMembers.displayName })
          .from(loungeCircleHosts)
          .innerJoin(loungeMembers, eq(loungeMembers.userId, loungeCircleHosts.hostedBy)),
        db.select({ circle: loungeMutes.circle }).from(loungeMutes).where(eq(loungeMutes.userId, actor.userId)),
      ]);
      const mutedSet = new Set(muted.map((m) => m.circle));
      return {
        circles: CIRCLES.map((c) => ({
          ...c,
          host: hosts.find((h) => h.circle === c.slug)?.name ?? null,
          muted: mutedSet.has(c.slug),
        })),
      };
    },

    /** A coach (the allow-list) hosts a circle that has no host yet, under their Lounge name. */
    async host(actor: UserActor, circle: string): Promise<void> {
      await members.writer(actor);
      const [row] = await db.insert(loungeCircleHosts).values({ circle, hostedBy: actor.userId }).onConflictDoNothing().returning();
      if (!row) throw new HttpError(409, 'This circle already has a host.');
    },
  };
}
export type LoungeSocial = ReturnType<typeof createLoungeSocial>;
