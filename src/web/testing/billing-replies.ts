import type { MembershipBilling, MembershipInvoice, MembershipView } from '#shared/contracts/memberships-billing';

/** A member's running test-mode Premium membership, monthly, renewing on 1 Dec 2026. */
export function membershipView(over: Partial<MembershipView> = {}): MembershipView {
  return {
    id: 'membership-1',
    provider: 'test',
    livemode: false,
    tier: 'premium',
    interval: 'month',
    status: 'active',
    currentPeriodStart: '2026-11-01T10:00:00.000Z',
    currentPeriodEnd: '2026-12-01T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    renewsAt: '2026-12-01T10:00:00.000Z',
    endsAt: null,
    pastDue: false,
    graceEndsAt: null,
    priceCents: 1200,
    currency: 'usd',
    scheduledChange: null,
    ...over,
  };
}

/** GET /api/memberships/billing: a free member in test mode, unless told otherwise. */
export function billingReply(over: Partial<MembershipBilling> = {}): MembershipBilling {
  return {
    mode: 'test',
    tier: 'free',
    source: 'none',
    grantEndsAt: null,
    hardshipLevel: null,
    membership: null,
    canSubscribe: true,
    ...over,
  };
}

/** The same member subscribed: tier and membership agree. */
export function subscribedReply(membership: Partial<MembershipView> = {}, over: Partial<MembershipBilling> = {}): MembershipBilling {
  const view = membershipView(membership);
  return billingReply({ tier: view.tier, source: 'subscription', membership: view, canSubscribe: false, ...over });
}

export function invoice(over: Partial<MembershipInvoice> = {}): MembershipInvoice {
  return {
    id: 'invoice-1',
    number: 'TEST-0001',
    status: 'paid',
    tier: 'premium',
    interval: 'month',
    amountCents: 1200,
    currency: 'usd',
    periodStart: '2026-11-01T10:00:00.000Z',
    periodEnd: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    hostedUrl: null,
    livemode: false,
    ...over,
  };
}
