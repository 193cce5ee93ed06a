import { z } from 'zod';
import { Id, IdInput, Timestamp } from './blocks';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { BILLING_INTERVALS } from '../memberships/plans';
import { SUBSCRIPTION_STATES } from '../memberships/subscription-state';

/**
 * Membership billing (issue 19, decision 092): subscribing, the member's billing view, the
 * portal (Stripe's, or the in-app test portal), receipts, and the staff controls of the test
 * provider. The server's routes and the member's pages both read these names; keep them stable.
 */

/** The API's paths, so the web's calls and the server's routes cannot drift apart. */
export const MEMBERSHIP_BILLING_API = {
  /** GET: the member's billing view (`MembershipBilling`). */
  billing: '/api/memberships/billing',
  /** POST `SubscribeInput` → `SubscribeStarted`. */
  subscribe: '/api/memberships/subscribe',
  /** GET `/api/memberships/test-checkout/:sessionId` → `MembershipTestCheckout`; POST `MembershipTestCheckoutInput` → `NextStep`. */
  testCheckout: '/api/memberships/test-checkout',
  /** POST (no body) → `PortalOpened`: Stripe's customer portal, or the in-app test portal's path. */
  portal: '/api/memberships/portal',
  /** POST `PortalAction` → `MembershipBilling` (test mode only; Stripe's portal does these itself). */
  testPortal: '/api/memberships/test-portal',
  /** GET → `MembershipInvoiceList`. */
  invoices: '/api/memberships/invoices',
  /** POST `TriggerRenewalInput` → `TriggerRenewalResult` (admin, test mode only). */
  adminTestRenewal: '/api/admin/memberships/test-renewal',
} as const;

/** The web pages the server sends members to (the member's pages, built by the web side). */
export const MEMBERSHIP_PAGES = {
  /** The built-in test checkout for a membership; `?session_id=` names the session. */
  testCheckout: '/memberships/test-checkout',
  /** The in-app test portal (change tier or interval, cancel at period end, resume). */
  testPortal: '/memberships/test-portal',
  /** Where a finished checkout or portal visit returns: the billing section of the profile. */
  billing: '/account-profile',
} as const;

/** The tiers that are bought (Free never is). */
export const PAID_TIERS = ['premium', 'elite'] as const;
export const PaidTier = z.enum(PAID_TIERS, { message: 'Please choose Premium or Elite.' });
export type PaidTier = z.infer<typeof PaidTier>;
export const BillingInterval = z.enum(BILLING_INTERVALS, { message: 'Please choose monthly or yearly.' });

export const MEMBERSHIP_PROVIDERS = ['stripe', 'test', 'free'] as const;
export const HardshipLevelValue = z.union([z.literal(50), z.literal(75), z.literal(100)]);

/** The member's current membership (the newest one that still gives or will give access). */
export const MembershipView = z.object({
  id: Id,
  /** `free`: a 100 % hardship membership, recorded without the provider (still with periods). */
  provider: z.enum(MEMBERSHIP_PROVIDERS),
  livemode: z.boolean(),
  tier: PaidTier,
  interval: BillingInterval,
  status: z.enum(SUBSCRIPTION_STATES),
  /** ISO instant the current period started (null when the provider's record does not say: Stripe's). */
  currentPeriodStart: Timestamp.nullable(),
  /** ISO instant the current period ends. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** When it renews next (null when it will not: set to cancel, canceled or ended). */
  renewsAt: Timestamp.nullable(),
  /** When access ends for good (set to cancel, canceled or ended), otherwise null. */
  endsAt: Timestamp.nullable(),
  /** A payment failed and has not been put right. */
  pastDue: z.boolean(),
  /** While past due: the instant access stops unless the payment is fixed. */
  graceEndsAt: Timestamp.nullable(),
  /** What one period costs the member now, after their one best discount, in cents. */
  priceCents: z.number().int().nonnegative(),
  currency: z.string(),
  /**
   * A lower tier the member chose for the next period (test portal, decision 179): it starts at
   * `startsAt` (the end of this period) at `priceCents`, their price for it now. Null without one.
   */
  scheduledChange: z.object({ tier: PaidTier, interval: BillingInterval, startsAt: Timestamp, priceCents: z.number().int() }).nullable(),
});
export type MembershipView = z.infer<typeof MembershipView>;

/** GET billing: the member's tier, where it comes from, and their membership. */
export const MembershipBilling = z.object({
  /** Which provider checkout and the portal use: Stripe, or the built-in test provider. */
  mode: z.enum(['stripe', 'test']),
  tier: z.enum(MEMBERSHIP_TIERS),
  /** What gives the tier now: a subscription (including a 100 % hardship one), a staff grant, or nothing (Free). */
  source: z.enum(['subscription', 'grant', 'none']),
  /** Until when a staff grant gives the tier (null: without end, or not a grant). */
  grantEndsAt: Timestamp.nullable(),
  /** The member's approved hardship level, for prices (null without one). */
  hardshipLevel: HardshipLevelValue.nullable(),
  membership: MembershipView.nullable(),
  /** Whether Subscribe is offered: no membership that is still running. */
  canSubscribe: z.boolean(),
});
export type MembershipBilling = z.infer<typeof MembershipBilling>;

export const SubscribeInput = z.object({ tier: PaidTier, interval: BillingInterval });
export type SubscribeInput = z.input<typeof SubscribeInput>;

/** Where to go next: the provider's checkout, or (a 100 % hardship membership, started at once) the billing page. */
export const SubscribeStarted = z.object({ url: z.string(), free: z.boolean() });
export type SubscribeStarted = z.infer<typeof SubscribeStarted>;

/** The built-in test checkout of a membership: what the member is about to start. */
export const MembershipTestCheckout = z.object({
  sessionId: Id,
  status: z.enum(['open', 'complete', 'expired']),
  tier: PaidTier,
  interval: BillingInterval,
  listCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  hardshipLevel: HardshipLevelValue.nullable(),
});
export type MembershipTestCheckout = z.infer<typeof MembershipTestCheckout>;
/** The checkout session in the path: the same rule as a shop checkout's. */
export { SessionParams as MembershipTestCheckoutParams } from './shop';
/** Pay (the subscription starts, through the webhook pipeline) or go back without subscribing. */
export const MembershipTestCheckoutInput = z.object({ outcome: z.enum(['pay', 'cancel']) });
export const NextStep = z.object({ url: z.string() });
export type NextStep = z.infer<typeof NextStep>;

/** POST portal: Stripe's customer portal URL, or the path of the in-app test portal. */
export const PortalOpened = z.object({ kind: z.enum(['stripe', 'test']), url: z.string() });
export type PortalOpened = z.infer<typeof PortalOpened>;

/**
 * What the in-app test portal can do (Stripe's portal offers the same): change tier or interval,
 * cancel at period end, resume, and pay a failed renewal again (`retry_payment`, as updating the
 * card does in Stripe's portal).
 */
export const PortalAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change'), tier: PaidTier, interval: BillingInterval }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('retry_payment') }),
]);
export type PortalAction = z.input<typeof PortalAction>;

export const INVOICE_STATUSES = ['paid', 'failed'] as const;
/** One invoice of a membership: a receipt when paid. */
export const MembershipInvoice = z.object({
  id: Id,
  /** The provider's invoice number, when it gives one. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  tier: PaidTier,
  interval: BillingInterval,
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: Timestamp,
  /** Stripe's hosted invoice page (receipt and PDF); null in test mode. */
  hostedUrl: z.string().nullable(),
  livemode: z.boolean(),
});
export type MembershipInvoice = z.infer<typeof MembershipInvoice>;
export const MembershipInvoiceList = z.object({ invoices: z.array(MembershipInvoice) });
export type MembershipInvoiceList = z.infer<typeof MembershipInvoiceList>;

/** Staff, test mode: renew a member's test membership now, paid or failed (delivered as signed events). */
export const TriggerRenewalInput = z
  .object({
    userId: IdInput.optional(),
    email: z.email('Please enter a valid email address.').max(254).optional(),
    outcome: z.enum(['paid', 'failed']),
  })
  .refine((input) => Boolean(input.userId ?? input.email), { message: 'Name the member by id or email.', path: ['email'] });
export type TriggerRenewalInput = z.input<typeof TriggerRenewalInput>;
export const TriggerRenewalResult = z.object({ userId: Id, membership: MembershipView });
export type TriggerRenewalResult = z.infer<typeof TriggerRenewalResult>;

/** What the problems of these routes say, exactly. */
export const MEMBERSHIP_BILLING_MESSAGES = {
  alreadyMember: 'You already have a membership. You can change it from Manage membership.',
  noMembership: 'You have no membership to manage yet.',
  testModeOnly: 'This is only available while payments are in test mode.',
  notRenewable: 'This membership has ended, so there is nothing to renew.',
  noSuchMember: 'There is no member with a test membership by that id or email.',
} as const;
