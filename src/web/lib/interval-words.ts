import type { BillingInterval } from '#shared/memberships/plans';

// How the app says a billing interval, in the three ways it needs.

/** After a price: "$12 a month". */
export const PER_INTERVAL: Record<BillingInterval, string> = { month: 'a month', year: 'a year' };

/** How often a membership is billed: "billed monthly", "Elite, yearly". */
export const INTERVAL_ADVERB: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' };

/** The interval as a choice: "Monthly" or "Yearly". */
export const INTERVAL_LABEL: Record<BillingInterval, string> = { month: 'Monthly', year: 'Yearly' };
