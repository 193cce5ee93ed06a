import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { MembershipTier } from '#shared/access/policy';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import type { BillingInterval, HardshipLevel } from '#shared/memberships/plans';
import {
  type HardshipAward,
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
async function liveSubscriptions(db: AppDb, userId: string): Promise<SubscriptionSource[]> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'past_due', 'canceled'])));
  return rows.map((row) => ({ id: row.providerSubscriptionId, record: membershipRecord(row) }));
}

/** An end that has not come yet at `now` (none at all, or later). */
const notYet = (end: AnyPgColumn, now: Date) => or(isNull(end), gt(end, now));

/** Grants not yet run out or revoked at `now`, by the user index. */
async function liveGrants(db: AppDb, userId: string, now: Date): Promise<TierGrant[]> {
  const { userId: owner, expiresAt, revokedAt } = tierGrants;
  const rows = await db
    .select()
    .from(tierGrants)
    .where(and(eq(owner, userId), notYet(expiresAt, now), notYet(revokedAt, now)));
  return rows.map((row) => ({ ...row, tier: row.tier as MembershipTier }));
}

/** Approved hardship applications with a level, by the user index: the member's price levels. */
async function hardshipAwards(db: AppDb, userId: string): Promise<HardshipAward[]> {
  const rows = await db
    .select({ id: hardshipApplications.id, level: hardshipApplications.approvedLevel })
    .from(hardshipApplications)
    .where(
      and(
        eq(hardshipApplications.userId, userId),
        eq(hardshipApplications.status, 'approved'),
        isNotNull(hardshipApplications.approvedLevel),
      ),
    );
  return rows
    .filter((row): row is { id: string; level: HardshipLevel } => (HARDSHIP_LEVELS as readonly (number | null)[]).includes(row.level))
    .map((row) => ({ id: row.id, level: row.level, expiresAt: null, revokedAt: null }));
}

/**
 * A member's tier at `now` and what gives it (decision 091): one indexed query per source, then
 * the pure resolution of shared/memberships/resolve-tier.ts. The hardship level comes beside it,
 * for prices only.
 */
export async function effectiveTier(db: AppDb, userId: string, now: Date = new Date()): Promise<ResolvedTier> {
  const [subscriptions, grants, hardship] = await Promise.all([
    liveSubscriptions(db, userId),
    liveGrants(db, userId, now),
    hardshipAwards(db, userId),
  ]);
  return resolveTier({ subscriptions, grants, hardship }, now);
}
