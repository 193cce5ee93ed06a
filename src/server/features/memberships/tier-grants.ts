import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { GrantTierInput, MemberMembershipResponse } from '#shared/contracts/membership-admin';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { users } from '../auth/schema';
import { effectiveTiers } from './effective-tier';
import { summarize } from './membership-summary';
import { memberships, tierGrants } from './schema';
import { addDaysToKey } from '#shared/dates';

/** A grant's last day, as the instant it ends: the following midnight UTC (ends are exclusive). */
export function grantEnd(lastDay: string | null): Date | null {
  return lastDay === null ? null : new Date(`${addDaysToKey(lastDay, 1)}T00:00:00.000Z`);
}

/**
 * Staff grants of a tier (decision 094): the admin tier change of /admin/users. A grant needs a
 * reason and is audited; revoking one stamps it (with its own audited reason), nothing is deleted.
 * Nobody grants themselves a tier, and a grant can raise a tier, never lower a subscription's.
 */
export function createTierGrants(db: AppDb) {
  async function member(userId: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) throw new HttpError(404, 'No member with that id.');
  }

  return {
    async grant(staffId: string, userId: string, input: GrantTierInput & { lastDay: string | null }, now = new Date()) {
      if (staffId === userId) throw new HttpError(409, 'You cannot give yourself a membership tier. Ask another admin.');
      await member(userId);
      const expiresAt = grantEnd(input.lastDay);
      if (expiresAt && expiresAt <= now)
        throw new HttpError(400, 'Some fields need attention.', {
          errors: [{ field: 'lastDay', message: 'Please choose a day from today on.' }],
        });
      const [row] = await db
        .insert(tierGrants)
        .values({ userId, tier: input.tier, reason: input.reason, grantedBy: staffId, expiresAt })
        .returning();
      await writeAudit(db, {
        actorUserId: staffId,
        action: 'tier.grant',
        targetUserId: userId,
        reason: input.reason,
        details: { grantId: row.id, tier: input.tier, expiresAt: expiresAt?.toISOString() ?? null },
      });
      return row;
    },

    async revoke(staffId: string, userId: string, grantId: string, reason: string, now = new Date()) {
      const [row] = await db
        .update(tierGrants)
        .set({ revokedAt: now, revokedBy: staffId })
        .where(and(eq(tierGrants.id, grantId), eq(tierGrants.userId, userId), isNull(tierGrants.revokedAt)))
        .returning();
      if (!row) throw new HttpError(409, 'This grant has already been revoked, or does not exist.');
      await writeAudit(db, {
        actorUserId: staffId,
        action: 'tier.revoke',
        targetUserId: userId,
        reason,
        details: { grantId, tier: row.tier },
      });
    },

    /** The member's tier, what gives it, every grant (newest first) and every subscription. */
    async overview(userId: string, now = new Date()): Promise<MemberMembershipResponse> {
      await member(userId);
      const entitlements = (await effectiveTiers(db, [userId], now)).get(userId)!;
      const grants = await db.select().from(tierGrants).where(eq(tierGrants.userId, userId)).orderBy(desc(tierGrants.createdAt));
      const staffIds = [...new Set(grants.map((g) => g.grantedBy).filter((id): id is string => id !== null))];
      const emails = new Map(
        staffIds.length
          ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, staffIds))).map((u) => [
              u.id,
              u.email,
            ])
          : [],
      );
      const subscriptions = await db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.createdAt));
      return {
        tier: entitlements.resolved.tier,
        summary: summarize(entitlements),
        hardshipReviewAt: entitlements.hardshipReviewAt?.toISOString() ?? null,
        grants: grants.map((g) => ({
          id: g.id,
          tier: g.tier as 'premium' | 'elite',
          reason: g.reason,
          grantedByEmail: g.grantedBy ? (emails.get(g.grantedBy) ?? null) : null,
          createdAt: g.createdAt.toISOString(),
          expiresAt: g.expiresAt?.toISOString() ?? null,
          revokedAt: g.revokedAt?.toISOString() ?? null,
        })),
        subscriptions: subscriptions.map((s) => ({
          id: s.providerSubscriptionId,
          tier: s.tier as 'premium' | 'elite',
          interval: s.interval as 'month' | 'year',
          status: s.status,
          provider: s.provider,
          currentPeriodEnd: s.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          livemode: s.livemode,
        })),
      };
    },
  };
}
