import type { MembershipTier } from '../access/policy';
import { hardshipPriceCents } from './membership-price';
import type { BillingInterval, HardshipLevel } from './plans';

/** A stored membership, as the sales figures read it (the `memberships` table's columns). */
export interface MembershipFigureRow {
  userId: string;
  tier: Exclude<MembershipTier, 'free'>;
  interval: BillingInterval;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'ended';
  /** stripe, test, or free (a 100 % hardship membership, no provider). */
  provider: string;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
  currentPeriodEnd: Date;
  /** When the newest snapshot the row holds was true (a cancellation, when it is one). */
  lastEventAt: Date;
}

export interface MembershipFigures {
  mrrCents: number;
  active: { tier: Exclude<MembershipTier, 'free'>; interval: BillingInterval; members: number }[];
  hardshipMembers: number;
  months: { month: string; new: number; canceled: number; churned: number }[];
}

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The last `count` calendar months (UTC) up to and including the one of `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))));
}

/** Being paid for now: active or past due (a failed payment still in its grace counts until it ends). */
const paying = (row: MembershipFigureRow) => row.status === 'active' || row.status === 'past_due';

/**
 * The membership figures of /admin/sales (decision 094), from the rows of one mode (test or live):
 * - MRR: each paying membership's price for a month (a yearly price / 12, rounded down) after the
 *   member's hardship level now; a 100 % membership adds nothing.
 * - Active: paying memberships by tier and interval; hardship members: those of them with a level.
 * - New in a month: memberships that began then (not one whose first payment never went through).
 *   Canceled: set to end (at period end, or ended by the provider) by a snapshot of that month.
 *   Churned: ended (no access left) with their last period ending in that month.
 */
export function membershipFigures(
  rows: readonly MembershipFigureRow[],
  hardshipLevels: ReadonlyMap<string, HardshipLevel>,
  now: Date,
  monthCount: number,
): MembershipFigures {
  const live = rows.filter(paying);
  const mrrCents = live.reduce((sum, row) => {
    const level = row.provider === 'free' ? 100 : (hardshipLevels.get(row.userId) ?? null);
    const price = hardshipPriceCents(row.tier, row.interval, level);
    return sum + (row.interval === 'year' ? Math.floor(price / 12) : price);
  }, 0);
  const active = (['premium', 'elite'] as const).flatMap((tier) =>
    (['month', 'year'] as const).map((interval) => ({
      tier,
      interval,
      members: live.filter((row) => row.tier === tier && row.interval === interval).length,
    })),
  );
  const hardshipMembers = new Set(live.filter((row) => row.provider === 'free' || hardshipLevels.has(row.userId)).map((r) => r.userId))
    .size;
  const months = lastMonths(now, monthCount).map((month) => ({
    month,
    new: rows.filter((row) => row.status !== 'incomplete' && monthOf(row.createdAt) === month).length,
    canceled: rows.filter(
      (row) => (row.cancelAtPeriodEnd || row.status === 'canceled' || row.status === 'ended') && monthOf(row.lastEventAt) === month,
    ).length,
    churned: rows.filter((row) => row.status === 'ended' && row.currentPeriodEnd <= now && monthOf(row.currentPeriodEnd) === month).length,
  }));
  return { mrrCents, active, hardshipMembers, months };
}
