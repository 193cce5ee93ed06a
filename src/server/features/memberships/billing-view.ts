import { desc, eq } from 'drizzle-orm';
import type { MembershipBilling, MembershipView, PaidTier } from '#shared/contracts/memberships-billing';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import type { HardshipLevel } from '#shared/memberships/plans';
import { subscriptionAccessUntil } from '#shared/memberships/subscription-state';
import type { AppDb } from '#server/platform/db/client';
import { localSubscriptions } from './billing-schema';
import { effectiveTier, membershipRecord } from './effective-tier';
import { renewalPlan } from './local-subscriptions';
import { memberships } from './subscription-schema';

type Row = typeof memberships.$inferSelect;

/**
 * The member's membership to show: the newest that still gives access, else the newest that
 * never started or has ended (so an ended one still shows its end date). Null without any.
 */
export async function currentMembership(db: AppDb, userId: string, now: Date): Promise<Row | null> {
  const rows = await db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.createdAt));
  const live = rows.find((row) => {
    const until = subscriptionAccessUntil(membershipRecord(row));
    return until !== null && until.getTime() > now.getTime();
  });
  return live ?? rows.find((row) => row.status !== 'incomplete') ?? null;
}

async function localOf(db: AppDb, row: Row) {
  if (row.provider === 'stripe') return null;
  const [local] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, row.providerSubscriptionId));
  return local ?? null;
}

export async function membershipView(db: AppDb, row: Row, hardshipLevel: HardshipLevel | null): Promise<MembershipView> {
  const record = membershipRecord(row);
  const until = subscriptionAccessUntil(record);
  const running = record.status === 'active' || record.status === 'past_due';
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const local = await localOf(db, row);
  const scheduled = running && local?.scheduledLookupKey ? renewalPlan(local) : null;
  return {
    id: row.id,
    provider: row.provider as MembershipView['provider'],
    livemode: row.livemode,
    tier: row.tier as PaidTier,
    interval: record.interval,
    status: record.status,
    currentPeriodStart: iso(local?.currentPeriodStart ?? null),
    currentPeriodEnd: record.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    renewsAt: running && !record.cancelAtPeriodEnd ? record.currentPeriodEnd.toISOString() : null,
    endsAt: running ? (record.cancelAtPeriodEnd ? iso(record.currentPeriodEnd) : null) : iso(until ?? record.lastEventAt),
    pastDue: record.status === 'past_due',
    graceEndsAt: record.status === 'past_due' ? iso(until) : null,
    priceCents: local ? local.listCents - local.discountCents : hardshipPriceCents(row.tier as PaidTier, record.interval, hardshipLevel),
    currency: 'usd',
    scheduledChange: scheduled
      ? {
          tier: scheduled[0],
          interval: scheduled[1],
          startsAt: record.currentPeriodEnd.toISOString(),
          priceCents: hardshipPriceCents(scheduled[0], scheduled[1], hardshipLevel),
        }
      : null,
  };
}

/** The member's billing view (the contract's `MembershipBilling`). */
export async function billingView(db: AppDb, userId: string, mode: 'stripe' | 'test', now = new Date()): Promise<MembershipBilling> {
  const [resolved, row] = await Promise.all([effectiveTier(db, userId, now), currentMembership(db, userId, now)]);
  const membership = row ? await membershipView(db, row, resolved.hardshipLevel) : null;
  return {
    mode,
    tier: resolved.tier,
    source: resolved.source.kind,
    grantEndsAt: resolved.source.kind === 'grant' ? (resolved.source.until?.toISOString() ?? null) : null,
    hardshipLevel: resolved.hardshipLevel,
    membership,
    canSubscribe: !membership || !(membership.status === 'active' || membership.status === 'past_due'),
  };
}
