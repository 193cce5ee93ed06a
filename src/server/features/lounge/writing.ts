import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import { LOUNGE_MESSAGES, type CommentWritten, type PostWritten } from '#shared/contracts/lounge';
import { LOUNGE_COMMENT_CREATED, LOUNGE_POST_CREATED, LOUNGE_TOPIC } from '#shared/lounge/events';
import { type ItemKind, checkLimits } from '#shared/lounge/limits';
import { type CrisisTier, crisisTierOf } from '#shared/safety/crisis-check';
import type { UserActor } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import { countCrisisCard } from '#server/features/safety/crisis-counts';
import { flagAutomatically } from './flags';
import type { LoungeFeeds } from './feeds';
import type { LoungeMembers, MemberRow } from './members';
import { loungeComments, loungePosts } from './schema';

function badge(actor: UserActor): string | null {
  if (actor.staffRole) return 'staff';
  return actor.isCoach ? 'coach' : null;
}

const owned = (actor: UserActor) => ({
  posts: eq(loungePosts.authorId, actor.userId),
  comments: eq(loungeComments.authorId, actor.userId),
});

/** Posts and comments: written within the limits, checked for crisis language, announced live when published. */
export function createLoungeWriting(deps: { db: AppDb; bus: RealtimeBus; members: LoungeMembers; feeds: LoungeFeeds }) {
  const { db, bus, members, feeds } = deps;

  /**
   * Refuses the write in words when a limit holds (suspension, rate, cooldown, links); answers with
   * the account's age. The crisis tier of the words is checked first and travels with a refusal
   * (`crisisTier`), so no limit ever stands between a person and the crisis card (review 6).
   */
  async function withinLimits(actor: UserActor, member: MemberRow, kind: ItemKind | 'edit', text: string, tier: CrisisTier): Promise<Date> {
    const hourAgo = sql`now() - interval '1 hour'`;
    const [[posts], [comments], acct] = await Promise.all([
      db
        .select({ n: count(), last: max(loungePosts.createdAt) })
        .from(loungePosts)
        .where(and(owned(actor).posts, gte(loungePosts.createdAt, hourAgo))),
      db
        .select({ n: count() })
        .from(loungeComments)
        .where(and(owned(actor).comments, gte(loungeComments.createdAt, hourAgo))),
      members.account(actor.userId),
    ]);
    const accountCreatedAt = acct.createdAt ?? member.createdAt;
    const refusal = checkLimits(
      kind,
      text,
      {
        accountCreatedAt,
        postsLastHour: posts.n,
        commentsLastHour: comments.n,
        lastPostAt: posts.last ? new Date(posts.last) : null,
        suspendedUntil: member.suspendedUntil,
      },
      new Date(),
    );
    if (refusal) {
      throw new HttpError(refusal.status, refusal.message, {
        errors: [{ field: refusal.field, message: refusal.message }],
        ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
        crisisTier: tier,
      });
    }
    return accountCreatedAt;
  }

  async function crisis(...texts: string[]) {
    const tier = crisisTierOf(...texts);
    await countCrisisCard(db, 'lounge', tier);
    return tier;
  }

  /**
   * An edit of the member's own post or comment: within the limits, marked edited, and held for a
   * moderator again when its words now hold tier-1 crisis language.
   */
  async function saveEdit(actor: UserActor, kind: ItemKind, id: string, input: { title?: string; body: string }) {
    const member = await members.writer(actor);
    const tier = await crisis(input.title ?? '', input.body);
    await withinLimits(actor, member, 'edit', input.body, tier);
    // Both tables share these columns; a comment's input has no title, so none is set.
    const table = (kind === 'post' ? loungePosts : loungeComments) as typeof loungePosts;
    const status = tier === 1 ? sql`case when ${table.status} = 'published' then 'held' else ${table.status} end` : table.status;
    const [row] = await db
      .update(table)
      .set({ ...input, crisisTier: tier, status, editedAt: new Date() })
      .where(and(eq(table.id, id), eq(table.authorId, actor.userId), sql`${table.body} is not null and ${table.status} <> 'removed'`))
      .returning({ id: table.id });
    if (!row) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
    if (tier > 0) {
      await flagAutomatically(db, { kind, id, authorId: actor.userId, text: input.body, tier, accountCreatedAt: member.createdAt });
    }
    return { viewer: await members.viewer(actor), tier };
  }

  return {
    async createPost(actor: UserActor, input: { circle: string; title: string; body: string }): Promise<PostWritten> {
      const member = await members.writer(actor);
      const tier = await crisis(input.title, input.body);
      const accountCreatedAt = await withinLimits(actor, member, 'post', `${input.title}\n${input.body}`, tier);
      const [row] = await db
        .insert(loungePosts)
        .values({
          ...input,
          authorId: actor.userId,
          authorBadge: badge(actor),
          crisisTier: tier,
          status: tier === 1 ? 'held' : 'published',
        })
        .returning({ id: loungePosts.id });
      const text = `${input.title}\n${input.body}`;
      await flagAutomatically(db, { kind: 'post', id: row.id, authorId: actor.userId, text, tier, accountCreatedAt });
      if (tier !== 1) await bus.publish(LOUNGE_TOPIC, LOUNGE_POST_CREATED, { postId: row.id, circle: input.circle });
      return { post: await feeds.post(await members.viewer(actor), row.id), crisisTier: tier };
    },

    async editPost(actor: UserActor, id: string, input: { title: string; body: string }): Promise<PostWritten> {
      const { viewer, tier } = await saveEdit(actor, 'post', id, input);
      return { post: await feeds.post(viewer, id), crisisTier: tier };
    },

    /** The author deletes their post: its words go; a post with replies stays as "[removed]". */
    async deletePost(actor: UserActor, id: string): Promise<void> {
      const [row] = await db
        .update(loungePosts)
        .set({ title: null, body: null })
        .where(and(eq(loungePosts.id, id), owned(actor).posts))
        .returning({ id: loungePosts.id });
      if (!row) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
    },

    async createComment(actor: UserActor, postId: string, input: { body: string; parentId?: string | null }): Promise<CommentWritten> {
      const member = await members.writer(actor);
      const viewer = await members.viewer(actor);
      const post = await feeds.post(viewer, postId);
      if (post.removed || post.status !== 'published') throw new HttpError(404, LOUNGE_MESSAGES.notFound);
      if (input.parentId) {
        const [parent] = await db
          .select({ parentId: loungeComments.parentId })
          .from(loungeComments)
          .where(and(eq(loungeComments.id, input.parentId), eq(loungeComments.postId, postId)));
        if (!parent) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
        if (parent.parentId)
          throw new HttpError(422, LOUNGE_MESSAGES.replyDepth, { errors: [{ field: 'parentId', message: LOUNGE_MESSAGES.replyDepth }] });
      }
      const tier = await crisis(input.body);
      const accountCreatedAt = await withinLimits(actor, member, 'comment', input.body, tier);
      const [row] = await db
        .insert(loungeComments)
        .values({
          postId,
          parentId: input.parentId ?? null,
          body: input.body,
          authorId: actor.userId,
          authorBadge: badge(actor),
          crisisTier: tier,
          status: tier === 1 ? 'held' : 'published',
        })
        .returning({ id: loungeComments.id });
      await flagAutomatically(db, { kind: 'comment', id: row.id, authorId: actor.userId, text: input.body, tier, accountCreatedAt });
      if (tier !== 1) await bus.publish(LOUNGE_TOPIC, LOUNGE_COMMENT_CREATED, { postId, commentId: row.id });
      return { comment: await feeds.comment(viewer, row.id), crisisTier: tier };
    },

    async editComment(actor: UserActor, id: string, input: { body: string }): Promise<CommentWritten> {
      const { viewer, tier } = await saveEdit(actor, 'comment', id, input);
      return { comment: await feeds.comment(viewer, id), crisisTier: tier };
    },

    async deleteComment(actor: UserActor, id: string): Promise<void> {
      const [row] = await db
        .update(loungeComments)
        .set({ body: null })
        .where(and(eq(loungeComments.id, id), owned(actor).comments))
        .returning({ id: loungeComments.id });
      if (!row) throw new HttpError(404, LOUNGE_MESSAGES.notFound);
    },
  };
}
export type LoungeWriting = ReturnType<typeof createLoungeWriting>;
