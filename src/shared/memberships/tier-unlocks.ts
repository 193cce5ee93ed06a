import { MEMBERSHIP_TIERS, type MembershipTier } from '../access/tiers';
import { ALWAYS_FREE, type AlwaysFree, type MembershipFeature } from './features';
import { MEMBERSHIP_PLANS, type BillingInterval, type PriceLookupKey } from './plans';

const RANK: Record<MembershipTier, number> = { free: 0, premium: 1, elite: 2 };

/** Orders tiers: above zero when `a` is the higher one (free < premium < elite). */
export function compareTiers(a: MembershipTier, b: MembershipTier): number {
  return RANK[a] - RANK[b];
}

/** The lowest tier that unlocks a feature, read from the plan table. */
export function minimumTier(feature: MembershipFeature): MembershipTier {
  const plan = MEMBERSHIP_PLANS.find((p) => p.unlocks.includes(feature));
  if (!plan) throw new Error(`No plan unlocks ${feature}`);
  return plan.tier;
}

function isAlwaysFree(feature: MembershipFeature | AlwaysFree): feature is AlwaysFree {
  return (ALWAYS_FREE as readonly string[]).includes(feature);
}

/**
 * Whether a tier gives a feature: a tier has what it adds and everything below it. What is
 * always free (crisis help, the Reset Room, the audit, Sofia's safety parts) is given to every tier.
 */
export function tierUnlocks(tier: MembershipTier, feature: MembershipFeature | AlwaysFree): boolean {
  if (isAlwaysFree(feature)) return true;
  return compareTiers(tier, minimumTier(feature)) >= 0;
}

/** Every feature a tier gives, in the plan table's order (for pages and the tiers docs). */
export function featuresOf(tier: MembershipTier): MembershipFeature[] {
  return MEMBERSHIP_PLANS.filter((p) => compareTiers(tier, p.tier) >= 0).flatMap((p) => [...p.unlocks]);
}

/** The tier and interval a provider price stands for, or null for a key we do not sell. */
export function planForLookupKey(key: string): { tier: MembershipTier; interval: BillingInterval } | null {
  for (const plan of MEMBERSHIP_PLANS) {
    for (const [interval, lookupKey] of Object.entries(plan.lookupKeys ?? {}) as [BillingInterval, PriceLookupKey][]) {
      if (lookupKey === key) return { tier: plan.tier, interval };
    }
  }
  return null;
}

/** The tiers a member can pay for (Free is never bought). */
export const PAID_TIERS = MEMBERSHIP_TIERS.filter((tier) => tier !== 'free') as Exclude<MembershipTier, 'free'>[];
