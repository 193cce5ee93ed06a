import { and, desc, eq, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES, type ModerationQueue, type QueueItem } from '#shared/contracts/lounge-moderation';
import { LOUNGE_COMMENT_CREATED, LOUNGE_POST_CREATED, LOUNGE_TOPIC } from '#shared/lounge/events';
import {
  FLAG_LABELS,
  type FlagSource,
  type ItemAction,
  type ItemStatus,
  type MemberAction,
  allowedActions,
  compareQueue,
  nextStatus,
  suspensionEnd,
} from '#shared/lounge/moderation';
import type { UserActor } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import { writeAudit } from '#server/features/admin/audit';
import type { LoungeMembers } from './members';
import { loungeComments, loungeFlags, loungeMembers, loungeModerationActions, loungePosts } from './schema';

const QUEUE_SIZE = 100;
const NOT_FOUND = 'We could not find that item.';
type Kind = 'post' | 'comment';

interface Loaded {
  kind: Kind;
  id: string;
  postId: string;
  circle: string;
  title: string;
  body: string;
  status: ItemStatus;
  authorId: string | null;
  crisisTier: number;
  createdAt: Date;
  parentBody: string | null;
  postBody: string | null;
}

/** The moderators' queue (highest risk first) and their actions, each in the audit log with its reason. */
export function createLoungeModeration(deps: { db: AppDb; bus: RealtimeBus; members: LoungeMembers }) {
  const { db, bus, members } = deps;

  async function load(kind: Kind, id: string): Promise<Loaded | null> {
    if (kind === 'post') {
      const [p] = await db.select().from(loungePosts).where(eq(loungePosts.id, id));
      if (!p) return null;
      const base = { kind, id, postId: p.id, circle: p.circle, title: p.title ?? '[removed]', body: p.body ?? '[removed]' };
      return {
        ...base,
        status: p.status as ItemStatus,
        authorId: p.authorId,
        crisisTier: p.crisisTier,
        createdAt: p.createdAt,
        parentBody: null,
        postBody: null,
      };
    }
    const [c] = await db.select().from(loungeComments).where(eq(loungeComments.id, id));
    if (!c) return null;
    const [p] = await db.select().from(loungePosts).where(eq(loungePosts.id, c.postId));
    const [parent] = c.parentId
      ? await db.select({ body: loungeComments.body }).from(loungeComments).where(eq(loungeComments.id, c.parentId))
      : [];
    return {
      kind,
      id,
      postId: c.postId,
      circle: p.circle,
      title: p.title ?? '[removed]',
      body: c.body ?? '[removed]',
      status: c.status as ItemStatus,
      authorId: c.authorId,
      crisisTier: c.crisisTier,
      createdAt: c.createdAt,
      parentBody: parent?.body ?? null,
      postBody: p.body,
    };
  }

  async function describe(item: Loaded, risk: number): Promise<QueueItem> {
    const [flags, history, author] = await Promise.all([
      db
        .select()
        .from(loungeFlags)
        .where(and(eq(loungeFlags.itemId, item.id), eq(loungeFlags.open, 1)))
        .orderBy(desc(loungeFlags.risk)),
      db
        .select()
        .from(loungeModerationActions)
        .where(eq(loungeModerationActions.itemId, item.id))
        .orderBy(desc(loungeModerationActions.createdAt)),
      item.authorId ? members.find(item.authorId) : Promise.resolve(null),
    ]);
    return {
      kind: item.kind,
      id: item.id,
      status: item.status,
      circle: item.circle,
      title: item.title,
      body: item.body,
      context: { postId: item.postId, postBody: item.kind === 'comment' ? item.postBody : null, parentBody: item.parentBody },
      author: {
        memberKey: author?.memberKey ?? null,
        name: author?.displayName ?? 'A former member',
        suspendedUntil: author?.suspendedUntil && author.suspendedUntil > new Date() ? author.suspendedUntil.toISOString() : null,
      },
      createdAt: item.createdAt.toISOString(),
      risk,
      crisisTier: item.crisisTier,
      flags: flags.map((f) => ({
        source: f.source as FlagSource,
        label: FLAG_LABELS[f.source as FlagSource],
        reason: f.reason,
        details: f.details,
        risk: f.risk,
        at: f.createdAt.toISOString(),
      })),
      history: history.map((h) => ({ action: h.action, reason: h.reason, at: h.createdAt.toISOString(), days: h.days })),
      actions: allowedActions(item.status),
    };
  }

  return {
    async queue(): Promise<ModerationQueue> {
      const result = await db.execute(sql`select item_kind, item_id::text as item_id, max(risk)::int as risk, count(*)::int as flags,
        to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as first
        from lounge_flags where open = 1 group by item_kind, item_id order by max(risk) desc, count(*) desc, min(created_at) limit ${QUEUE_SIZE}`);
      const rows = (result as unknown as { rows: { item_kind: Kind; item_id: string; risk: number; flags: number; first: string }[] }).rows
        .map((r) => ({ ...r, firstFlaggedAt: r.first }))
        .sort(compareQueue);
      const items: QueueItem[] = [];
      for (const row of rows) {
        const item = await load(row.item_kind, row.item_id);
        if (item) items.push(await describe(item, row.risk));
      }
      return { items };
    },

    async actOnItem(moderator: UserActor, kind: Kind, id: string, action: ItemAction, reason: string) {
      const item = await load(kind, id);
      if (!item) throw new HttpError(404, NOT_FOUND);
      const next = nextStatus(item.status, action);
      if (!next) throw new HttpError(409, MODERATION_MESSAGES.notAllowed);
      const table = kind === 'post' ? loungePosts : loungeComments;
      const told = action === 'hide' || action === 'delete' ? reason : null;
      await db.transaction(async (tx) => {
        await tx.update(table).set({ status: next, moderationReason: told }).where(eq(table.id, id));
        await tx
          .update(loungeFlags)
          .set({ open: 0 })
          .where(and(eq(loungeFlags.itemId, id), eq(loungeFlags.open, 1)));
        await tx
          .insert(loungeModerationActions)
          .values({ itemKind: kind, itemId: id, memberId: item.authorId, moderatorId: moderator.userId, action, reason });
        await writeAudit(tx as unknown as AppDb, {
          actorUserId: moderator.userId,
          action: 'lounge.item',
          targetUserId: item.authorId,
          reason,
          details: { kind, id, action, from: item.status, to: next },
        });
      });
      if (next === 'published' && item.status !== 'published') {
        if (kind === 'post') await bus.publish(LOUNGE_TOPIC, LOUNGE_POST_CREATED, { postId: id, circle: item.circle });
        else await bus.publish(LOUNGE_TOPIC, LOUNGE_COMMENT_CREATED, { postId: item.postId, commentId: id });
      }
      return { status: next, suspendedUntil: null };
    },

    async actOnMember(moderator: UserActor, memberKey: string, action: MemberAction, reason: string, days?: number) {
      const member = await members.byKey(memberKey);
      if (!member) throw new HttpError(404, 'We could not find that member.');
      const until = suspensionEnd(action, new Date(), days);
      await db.transaction(async (tx) => {
        if (action !== 'warn') await tx.update(loungeMembers).set({ suspendedUntil: until }).where(eq(loungeMembers.userId, member.userId));
        await tx.insert(loungeModerationActions).values({
          memberId: member.userId,
          moderatorId: moderator.userId,
          action,
          reason,
          days: action === 'suspend' ? (days ?? 1) : null,
        });
        await writeAudit(tx as unknown as AppDb, {
          actorUserId: moderator.userId,
          action: 'lounge.member',
          targetUserId: member.userId,
          reason,
          details: { action, days: days ?? null, until: until?.toISOString() ?? null },
        });
      });
      return { status: null, suspendedUntil: until?.toISOString() ?? null };
    },
  };
}
export type LoungeModeration = ReturnType<typeof createLoungeModeration>;
