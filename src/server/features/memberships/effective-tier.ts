import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { MembershipTier } from '#shared/access/policy';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import type { BillingInterval, HardshipLevel } from '#shared/memberships/plans';
import {
  type HardshipAward,
  isLive,
  type ResolvedTier,
  resolveTier,
  type SubscriptionSource,
  type TierGrant,
} from '#shared/memberships/resolve-tier';
import type { SubscriptionRecord, SubscriptionState } from '#shared/memberships/subscription-state';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '#server/platform/db/client';
import { hardshipApplications, memberships, tierGrants } from './schema';

/** A stored membership as the state machine sees it (the CHECK constraints keep the names known). */
export function membershipRecord(row: typeof memberships.$inferSelect): SubscriptionRecord {
  return {
    status: row.status as SubscriptionState,
    tier: row.tier as MembershipTier,
    interval: row.interval as BillingInterval,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paidThrough: row.paidThrough,
    lastEventAt: row.lastEventAt,
  };
}

/** The subscriptions that may still give a tier (not incomplete, not ended), by the user index. */
async function liveSubscriptions(db: AppDb, userIds: string[]) {
  return db
    .select()
    .from(memberships)
    .where(and(inArray(memberships.userId, userIds), inArray(memberships.status, ['active', 'past_due', 'canceled'])));
}

/** An end that has not come yet at `now` (none at all, or later). */
const notYet = (end: AnyPgColumn, now: Date) => or(isNull(end), gt(end, now));

/** Grants not yet run out or revoked at `now`, by the user index. */
async function liveGrants(db: AppDb, userIds: string[], now: Date) {
  const { userId: owner, expiresAt, revokedAt } = tierGrants;
  return db
    .select()
    .from(tierGrants)
    .where(and(inArray(owner, userIds), notYet(expiresAt, now), notYet(revokedAt, now)));
}

/**
 * Approved hardship applications with a level, by the user index: the member's price levels. A
 * level lasts until its review date (decision 094); what it means for a running membership (the
 * next renewal, never mid-period) is for the billing code, which asks at the renewal.
 */
async function hardshipAwards(db: AppDb, userIds: string[]) {
  const rows = await db
    .select({
      id: hardshipApplications.id,
      userId: hardshipApplications.userId,
      level: hardshipApplications.approvedLevel,
      reviewAt: hardshipApplications.reviewAt,
    })
    .from(hardshipApplications)
    .where(
      and(
        inArray(hardshipApplications.userId, userIds),
        eq(hardshipApplications.status, 'approved'),
        isNotNull(hardshipApplications.approvedLevel),
      ),
    );
  return rows
    .filter((row): row is typeof row & { level: HardshipLevel } => (HARDSHIP_LEVELS as readonly (number | null)[]).includes(row.level))
    .map((row) => ({ userId: row.userId, award: { id: row.id, level: row.level, expiresAt: row.reviewAt, revokedAt: null } }));
}

/** When the member's live level is next reviewed: the latest review of the awards giving it (null: none, or no date). */
function reviewOf(awards: HardshipAward[], level: HardshipLevel | null, now: Date): Date | null {
  const giving = awards.filter((award) => award.level === level && isLive(award, now));
  if (giving.length === 0 || giving.some((award) => award.expiresAt === null)) return null;
  return new Date(Math.max(...giving.map((award) => award.expiresAt!.getTime())));
}

/** What a member's tier rests on: the rows effectiveTier resolved, for pages that show the source. */
export interface EntitlementRows {
  resolved: ResolvedTier;
  subscriptions: (typeof memberships.$inferSelect)[];
  grants: (typeof tierGrants.$inferSelect)[];
  hardshipReviewAt: Date | null;
}

/**
 * Several members' tiers at `now` and what gives them (decision 091): one indexed query per
 * source for all of them, then the pure resolution of shared/memberships/resolve-tier.ts. The
 * hardship level comes beside the tier, for prices only.
 */
export async function effectiveTiers(db: AppDb, userIds: readonly string[], now: Date = new Date()): Promise<Map<string, EntitlementRows>> {
  const ids = [...new Set(userIds)];
  const result = new Map<string, EntitlementRows>();
  if (ids.length === 0) return result;
  const [subscriptions, grants, hardship] = await Promise.all([
    liveSubscriptions(db, ids),
    liveGrants(db, ids, now),
    hardshipAwards(db, ids),
  ]);
  for (const userId of ids) {
    const mine = subscriptions.filter((row) => row.userId === userId);
    const given = grants.filter((row) => row.userId === userId);
    const awards = hardship.filter((row) => row.userId === userId).map((row) => row.award);
    const resolved = resolveTier(
      {
        subscriptions: mine.map((row): SubscriptionSource => ({ id: row.providerSubscriptionId, record: membershipRecord(row) })),
        grants: given.map((row): TierGrant => ({ ...row, tier: row.tier as MembershipTier })),
        hardship: awards,
      },
      now,
    );
    result.set(userId, { resolved, subscriptions: mine, grants: given, hardshipReviewAt: reviewOf(awards, resolved.hardshipLevel, now) });
  }
  return result;
}

/** A member's tier at `now` and what gives it (decision 091); the one answer every access check reads. */
export async function effectiveTier(db: AppDb, userId: string, now: Date = new Date()): Promise<ResolvedTier> {
  return (await effectiveTiers(db, [userId], now)).get(userId)!.resolved;
}
