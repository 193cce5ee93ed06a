import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { STAFF_RANK, staffRank } from '#shared/access/policy';
import { LOUNGE_MESSAGES, type IdentityInput, type LoungeMe } from '#shared/contracts/lounge';
import { GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import type { Viewer } from '#shared/lounge/visibility';
import type { UserActor } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { users } from '#server/features/auth/schema';
import { loungeBlocks, loungeMembers, loungeModerationActions } from './schema';

export type MemberRow = typeof loungeMembers.$inferSelect;
/** Moderation notices a member sees about their own items and account (hide, delete, warn, suspend). */
const NOTICE_ACTIONS = ['hide', 'delete', 'warn', 'suspend', 'lift'];
const NOTICE_DAYS = 30;

export function isModerator(actor: UserActor): boolean {
  return staffRank(actor) >= STAFF_RANK.admin;
}

/** What the person's account says: their first name (the first word of their name) and when it was made. */
async function account(db: AppDb, userId: string) {
  const [row] = await db.select({ name: users.name, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const first = row?.name.trim().split(/\s+/)[0] ?? '';
  return { firstName: first.length >= 1 ? first : null, createdAt: row?.createdAt ?? null };
}

/** Members of the Lounge: identity chosen once, guidelines accepted with their version, blocks. */
export function createLoungeMembers(db: AppDb) {
  async function find(userId: string): Promise<MemberRow | null> {
    const [row] = await db.select().from(loungeMembers).where(eq(loungeMembers.userId, userId));
    return row ?? null;
  }

  async function blockedIds(userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: loungeBlocks.blockedId })
      .from(loungeBlocks)
      .where(and(eq(loungeBlocks.userId, userId), isNotNull(loungeBlocks.blockedId)));
    return new Set(rows.map((r) => r.id!));
  }

  return {
    find,
    account: (userId: string) => account(db, userId),

    async viewer(actor: UserActor): Promise<Viewer> {
      return { userId: actor.userId, moderator: isModerator(actor), blocked: await blockedIds(actor.userId) };
    },

    async me(actor: UserActor): Promise<LoungeMe> {
      const [row, acct, blocked, notices] = await Promise.all([
        find(actor.userId),
        account(db, actor.userId),
        db
          .select({ memberKey: loungeMembers.memberKey, name: loungeMembers.displayName })
          .from(loungeBlocks)
          .innerJoin(loungeMembers, eq(loungeMembers.userId, loungeBlocks.blockedId))
          .where(eq(loungeBlocks.userId, actor.userId)),
        db
          .select()
          .from(loungeModerationActions)
          .where(
            and(
              eq(loungeModerationActions.memberId, actor.userId),
              inArray(loungeModerationActions.action, NOTICE_ACTIONS),
              gte(loungeModerationActions.createdAt, sql`now() - make_interval(days => ${NOTICE_DAYS})`),
            ),
          )
          .orderBy(desc(loungeModerationActions.createdAt))
          .limit(20),
      ]);
      const suspended = row?.suspendedUntil && row.suspendedUntil > new Date() ? row.suspendedUntil.toISOString() : null;
      return {
        identity: row ? { name: row.displayName, kind: row.identityKind, memberKey: row.memberKey } : null,
        firstName: acct.firstName,
        guidelines: { current: GUIDELINES_VERSION, accepted: row?.guidelinesVersion ?? null },
        suspendedUntil: suspended,
        notices: notices.map((n) => ({ action: n.action, reason: n.reason, at: n.createdAt.toISOString(), days: n.days })),
        blocked: blocked.map((b) => ({ memberKey: b.memberKey, name: b.name })),
        moderator: isModerator(actor),
      };
    },

    /** Chosen once per account: the first name on the account, or a pseudonym no one else uses. */
    async chooseIdentity(actor: UserActor, input: IdentityInput): Promise<void> {
      if (await find(actor.userId)) throw new HttpError(409, LOUNGE_MESSAGES.identityChosen);
      let name: string;
      if (input.kind === 'first_name') {
        const { firstName } = await account(db, actor.userId);
        if (!firstName)
          throw new HttpError(422, LOUNGE_MESSAGES.noFirstName, { errors: [{ field: 'kind', message: LOUNGE_MESSAGES.noFirstName }] });
        name = firstName;
      } else {
        name = input.pseudonym.trim();
      }
      try {
        await db.insert(loungeMembers).values({ userId: actor.userId, displayName: name, identityKind: input.kind });
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code !== '23505') throw error;
        if (await find(actor.userId)) throw new HttpError(409, LOUNGE_MESSAGES.identityChosen);
        throw new HttpError(409, LOUNGE_MESSAGES.pseudonymTaken, {
          errors: [{ field: 'pseudonym', message: LOUNGE_MESSAGES.pseudonymTaken }],
        });
      }
    },

    async acceptGuidelines(actor: UserActor, version: string): Promise<void> {
      if (version !== GUIDELINES_VERSION)
        throw new HttpError(409, 'The guidelines changed while you were reading. Please read them again.');
      const row = await find(actor.userId);
      if (!row) throw new HttpError(409, LOUNGE_MESSAGES.needsIdentity);
      await db
        .update(loungeMembers)
        .set({ guidelinesVersion: version, guidelinesAcceptedAt: new Date() })
        .where(eq(loungeMembers.userId, actor.userId));
    },

    /** The member about to write: with an identity and the current guidelines accepted, else a clear refusal. */
    async writer(actor: UserActor): Promise<MemberRow> {
      const row = await find(actor.userId);
      if (!row) throw new HttpError(409, LOUNGE_MESSAGES.needsIdentity, { code: 'identity' });
      if (row.guidelinesVersion !== GUIDELINES_VERSION) throw new HttpError(409, LOUNGE_MESSAGES.needsGuidelines, { code: 'guidelines' });
      return row;
    },

    async byKey(memberKey: string): Promise<MemberRow | null> {
      const [row] = await db.select().from(loungeMembers).where(eq(loungeMembers.memberKey, memberKey));
      return row ?? null;
    },
  };
}
export type LoungeMembers = ReturnType<typeof createLoungeMembers>;
