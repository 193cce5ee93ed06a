import type { MembershipTier } from '../access/tiers';
import type { BillingInterval } from './plans';
import { compareTiers } from './tier-unlocks';

/** A membership as a plan change sees it: its plan, what one period costs the member, and the period. */
export interface ChangeFrom {
  tier: MembershipTier;
  interval: BillingInterval;
  /** What the member paid for the current period, in cents. */
  priceCents: number;
  periodStart: Date;
  periodEnd: Date;
}

/** The plan chosen, at the member's price for it now (their hardship level applied). */
export interface ChangeTo {
  tier: MembershipTier;
  interval: BillingInterval;
  priceCents: number;
}

/**
 * What changing plan does (decision 179). A higher tier at the same interval starts now, keeps the
 * period and is charged today the difference for the days left; a lower tier at the same interval
 * starts at the end of the period (nothing changes before then); another interval starts a new
 * period now, paid in full (what is left of the current one is not credited).
 */
export type PlanChange =
  | { kind: 'none' }
  | { kind: 'upgrade'; chargeCents: number }
  | { kind: 'downgrade'; startsAt: Date }
  | { kind: 'interval'; chargeCents: number };

const DAY_MS = 86_400_000;

/**
 * The difference between two prices for what is left of a period, pro rata by days: the days left,
 * today counted in full, over the days of the period, rounded to the cent and never below $0. Whole
 * days keep the figure the member is shown the same when they confirm a moment later.
 */
export function proratedCents(differenceCents: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const days = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const left = Math.min(days, Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS)));
  return Math.max(0, Math.round((differenceCents * left) / days));
}

export function planChange(from: ChangeFrom, to: ChangeTo, now: Date): PlanChange {
  if (to.interval !== from.interval) return { kind: 'interval', chargeCents: to.priceCents };
  const order = compareTiers(to.tier, from.tier);
  if (order === 0) return { kind: 'none' };
  if (order < 0) return { kind: 'downgrade', startsAt: from.periodEnd };
  return { kind: 'upgrade', chargeCents: proratedCents(to.priceCents - from.priceCents, from.periodStart, from.periodEnd, now) };
}
