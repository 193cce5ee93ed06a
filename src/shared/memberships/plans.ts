import type { MembershipTier } from '../access/policy';
import type { HARDSHIP_LEVELS } from '../contracts/memberships';

/**
 * The memberships on offer: the one place their prices and what each includes are written down
 * (docs/decisions/032-web-public-site-pages.md). The /memberships page, the hardship programme and,
 * later, checkout all read from here. Prices are in US cents, per month.
 */
export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  /** One line on who the plan suits. */
  tagline: string;
  monthlyPriceCents: number;
  /** What the plan adds, in plain words; a higher plan starts with "Everything in …". */
  includes: readonly string[];
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    tier: 'free',
    name: 'Free',
    tagline: 'Understand where you are, at no cost and with no time limit.',
    monthlyPriceCents: 0,
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
    tagline: 'For when you want a person in your corner too.',
    monthlyPriceCents: 2900,
    includes: [
      'Everything in Premium',
      'Share your SoulPrint and progress with a Recalibrate coach, if and when you choose',
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

/** "$12" for whole dollars, "$7.25" otherwise, "$0" for nothing. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
