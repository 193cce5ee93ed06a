import type { MembershipTier } from '../access/policy';
import type { HARDSHIP_LEVELS } from '../contracts/memberships';
import type { MembershipFeature } from './features';

/** How often a paid membership renews; Stripe's `recurring.interval` names. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The Stripe Price lookup keys checkout finds the prices by (`premium_month`, `elite_year`, …). */
export type PriceLookupKey = `${'premium' | 'elite'}_${BillingInterval}`;

/**
 * The memberships on offer: the one place their prices, what each includes and what each unlocks
 * are written down (decisions 032 and 091). The /memberships page, the Hardship Program,
 * checkout, the server's access checks and the tiers docs page all read from here. Prices are in
 * US cents.
 */
export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  /** One line on who the plan suits. */
  tagline: string;
  monthlyPriceCents: number;
  /** The price of a year paid at once (two months free). */
  yearlyPriceCents: number;
  /** The provider's prices for this plan, by interval; null for Free, which is never bought. */
  lookupKeys: Readonly<Record<BillingInterval, PriceLookupKey>> | null;
  /** What the plan adds to the one below, as names the code checks (features.ts). */
  unlocks: readonly MembershipFeature[];
  /** What the plan adds, in plain words; a higher plan starts with "Everything in …". */
  includes: readonly string[];
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    tier: 'free',
    name: 'Free',
    tagline: 'Understand where you are, at no cost and with no time limit.',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    lookupKeys: null,
    unlocks: [],
    includes: [
      'The 10-minute Operating System Audit and every deep-dive assessment',
      'Your SoulPrint profile, built from your results',
      'Daily check-ins, your private journal and the wellness calendar',
      'The Anti-Hustle Library and the Burnout Glossary',
      'The Lounge, our calm community',
    ],
  },
  {
    tier: 'premium',
    name: 'Premium',
    tagline: 'A guide beside you between the hard days.',
    monthlyPriceCents: 1200,
    yearlyPriceCents: 12000,
    lookupKeys: { month: 'premium_month', year: 'premium_year' },
    unlocks: ['sofia', 'personal_guidance', 'break_reminders'],
    includes: [
      'Everything in Free',
      'Sofia, your personal guide, by chat and by voice',
      'Personal Guidance: insights shaped by your own results',
      'Gentle break reminders during your day, at the pace you choose',
    ],
  },
  {
    tier: 'elite',
    name: 'Elite',
    tagline: 'Everything we make, and the first look at what comes next.',
    monthlyPriceCents: 2900,
    yearlyPriceCents: 29000,
    lookupKeys: { month: 'elite_month', year: 'elite_year' },
    unlocks: ['shop_guides_included', 'early_access'],
    includes: [
      'Everything in Premium',
      'Both Refill Shop guides included: the burnout and autoimmunity ebook and the recovery workbook',
      'Early access to new Edits and assessments',
    ],
  },
];

export function planFor(tier: MembershipTier): MembershipPlan {
  const plan = MEMBERSHIP_PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`No plan for tier ${tier}`);
  return plan;
}

export type HardshipLevel = (typeof HARDSHIP_LEVELS)[number];

/** The monthly price with a hardship discount (50, 75 or 100 % off), rounded down to whole cents. */
export function discountedMonthlyCents(plan: MembershipPlan, level: HardshipLevel): number {
  return Math.floor((plan.monthlyPriceCents * (100 - level)) / 100);
}
