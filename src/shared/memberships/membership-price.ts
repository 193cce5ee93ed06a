import type { MembershipTier } from '../access/policy';
import { planFor, type BillingInterval, type HardshipLevel } from './plans';

/** A code's reduction as membership pricing sees it (percent off, or a fixed amount off). */
export interface CodeReduction {
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface MembershipPrice {
  listCents: number;
  discountCents: number;
  totalCents: number;
  /** Which one discount was applied: the hardship level, the code, or none. */
  discount: 'hardship' | 'code' | null;
}

/** A plan's usual price for one period. */
export function listPriceCents(tier: MembershipTier, interval: BillingInterval): number {
  const plan = planFor(tier);
  return interval === 'month' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
}

/** What a hardship level takes off a price: the percentage, rounded down to whole cents. */
function hardshipDiscountCents(listCents: number, level: HardshipLevel): number {
  return listCents - Math.floor((listCents * (100 - level)) / 100);
}

/** What a code takes off: a percentage (rounded down) or a fixed amount, never more than the price. */
function codeDiscountCents(listCents: number, code: CodeReduction): number {
  const raw =
    code.percentOff !== null
      ? Math.floor((listCents * Math.min(Math.max(code.percentOff, 0), 100)) / 100)
      : Math.max(code.amountOffCents ?? 0, 0);
  return Math.min(raw, listCents);
}

/**
 * The price of one period of a membership with at most one discount (a Checkout Session takes
 * one): the hardship level or a code, whichever takes off more; on a tie, the hardship level.
 */
export function membershipPrice(
  tier: MembershipTier,
  interval: BillingInterval,
  offers: { hardshipLevel?: HardshipLevel | null; code?: CodeReduction | null } = {},
): MembershipPrice {
  const listCents = listPriceCents(tier, interval);
  const hardship = offers.hardshipLevel ? hardshipDiscountCents(listCents, offers.hardshipLevel) : 0;
  const code = offers.code ? codeDiscountCents(listCents, offers.code) : 0;
  const [discount, discountCents] =
    hardship > 0 && hardship >= code ? (['hardship', hardship] as const) : code > 0 ? (['code', code] as const) : ([null, 0] as const);
  return { listCents, discountCents, totalCents: listCents - discountCents, discount };
}

/** The price of one period at a hardship level (or the usual price without one). */
export function hardshipPriceCents(tier: MembershipTier, interval: BillingInterval, level: HardshipLevel | null): number {
  return membershipPrice(tier, interval, { hardshipLevel: level }).totalCents;
}
