import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import type { MembershipTier } from '../access/policy';
import type { BillingInterval } from './plans';
import { compareTiers, planForLookupKey } from './tier-unlocks';

/**
 * A membership subscription's life, from the provider's events (decision 091). The reducer is
 * pure and order-free: the stored record keeps the newest snapshot of the provider's subscription
 * it has seen, and the furthest paid period, so duplicates and events out of order end in the
 * same record whatever order they arrive in.
 *
 * - incomplete: the first payment has not gone through; no access.
 * - active: paid (or trialing); `cancelAtPeriodEnd` says it will not renew.
 * - past_due: a payment failed; access lasts a grace period after the paid period ends.
 * - canceled: the provider ended it before its paid period ran out; access until then.
 * - ended: over, nothing left to give.
 */
export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The days a past-due member keeps their tier while the payment is put right. */
export const PAST_DUE_GRACE_DAYS = 7;

/** Stripe's subscription statuses, as the provider's snapshot carries them. */
export const PROVIDER_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'canceled',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const SUBSCRIPTION_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

/** The provider's subscription as it stood at `SubscriptionEvent.occurredAt`. */
export interface ProviderSnapshot {
  status: ProviderStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The price's lookup key (`premium_month`, …). */
  lookupKey: string;
}

interface EventBase {
  /** When the snapshot was true: the event's creation time, or when it was fetched. */
  occurredAt: Date;
  subscription: ProviderSnapshot;
}

export type SubscriptionEvent =
  | (EventBase & { type: Exclude<SubscriptionEventType, 'invoice.paid'> })
  /** `paidPeriodEnd`: the end of the period the invoice paid for (its line's period end). */
  | (EventBase & { type: 'invoice.paid'; paidPeriodEnd: Date });

export interface SubscriptionRecord {
  status: SubscriptionState;
  tier: MembershipTier;
  interval: BillingInterval;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The end of the furthest period a paid invoice covered; null until one is seen. */
  paidThrough: Date | null;
  /** When the snapshot the record holds was true. */
  lastEventAt: Date;
}

export class UnknownPriceError extends Error {}

type Phase = 'incomplete' | 'active' | 'past_due' | 'over';

/** The snapshot a record holds, as the comparison sees it. */
interface Held {
  phase: Phase;
  at: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  tier: MembershipTier;
  interval: BillingInterval;
}

const PHASE_OF: Record<ProviderStatus, Phase> = {
  incomplete: 'incomplete',
  incomplete_expired: 'over',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  // Unpaid and paused subscriptions can be paid again; until then the grace runs out as for past_due.
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'over',
};
const PHASE_RANK: Record<Phase, number> = { incomplete: 0, active: 1, past_due: 2, over: 3 };

function heldOf(event: SubscriptionEvent): Held {
  const plan = planForLookupKey(event.subscription.lookupKey);
  if (!plan) throw new UnknownPriceError(`No membership sells the price ${event.subscription.lookupKey}`);
  const phase = event.type === 'customer.subscription.deleted' ? 'over' : PHASE_OF[event.subscription.status];
  const { currentPeriodEnd, cancelAtPeriodEnd } = event.subscription;
  return { phase, at: event.occurredAt, currentPeriodEnd, cancelAtPeriodEnd, tier: plan.tier, interval: plan.interval };
}

function heldIn(record: SubscriptionRecord): Held {
  const phase = record.status === 'canceled' || record.status === 'ended' ? 'over' : record.status;
  const { lastEventAt: at, currentPeriodEnd, cancelAtPeriodEnd, tier, interval } = record;
  return { phase, at, currentPeriodEnd, cancelAtPeriodEnd, tier, interval };
}

/**
 * Which of two snapshots the record keeps (above zero: `a`). An ended subscription stays ended
 * (the provider never revives one); otherwise the newer one; at the same instant a fixed order of
 * the contents decides, so the choice never depends on arrival.
 */
function compareHeld(a: Held, b: Held): number {
  const order = [
    Number(a.phase === 'over') - Number(b.phase === 'over'),
    a.at.getTime() - b.at.getTime(),
    PHASE_RANK[a.phase] - PHASE_RANK[b.phase],
    a.currentPeriodEnd.getTime() - b.currentPeriodEnd.getTime(),
    Number(a.cancelAtPeriodEnd) - Number(b.cancelAtPeriodEnd),
    compareTiers(a.tier, b.tier),
    Number(a.interval === 'year') - Number(b.interval === 'year'),
  ];
  return order.find((d) => d !== 0) ?? 0;
}

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a.getTime() >= b.getTime() ? a : b);

/** The state of a held snapshot: an ended subscription is `canceled` while a paid period is left. */
function stateOf(held: Held, paidThrough: Date | null): SubscriptionState {
  if (held.phase !== 'over') return held.phase;
  return paidThrough && paidThrough.getTime() > held.at.getTime() ? 'canceled' : 'ended';
}

/**
 * The record after one event: the event's snapshot replaces the stored one only when it is newer
 * (stale and repeated deliveries change nothing), and a paid invoice extends `paidThrough`
 * whenever it arrives. Throws `UnknownPriceError` for a price no plan sells.
 */
export function applySubscriptionEvent(record: SubscriptionRecord | null, event: SubscriptionEvent): SubscriptionRecord {
  const incoming = heldOf(event);
  const held = record && compareHeld(heldIn(record), incoming) >= 0 ? heldIn(record) : incoming;
  const paidThrough = later(record?.paidThrough ?? null, event.type === 'invoice.paid' ? event.paidPeriodEnd : null);
  return {
    status: stateOf(held, paidThrough),
    tier: held.tier,
    interval: held.interval,
    currentPeriodEnd: held.currentPeriodEnd,
    cancelAtPeriodEnd: held.cancelAtPeriodEnd,
    paidThrough,
    lastEventAt: held.at,
  };
}

const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/**
 * Until when a subscription gives its tier (exclusive), or null when it gives nothing:
 * - active: to the period's end, and a grace period after it when it renews (a renewal's events
 *   may come late); to the period's end exactly when it is set to cancel;
 * - past_due: a grace period after the paid period ends (or the current one began, when no paid
 *   invoice was seen), never past the period's end when it is set to cancel;
 * - canceled: to the end of the paid period; incomplete and ended: nothing.
 */
export function subscriptionAccessUntil(record: SubscriptionRecord): Date | null {
  const { status, currentPeriodEnd, cancelAtPeriodEnd, paidThrough } = record;
  switch (status) {
    case 'active':
      return cancelAtPeriodEnd ? currentPeriodEnd : addDays(currentPeriodEnd, PAST_DUE_GRACE_DAYS);
    case 'past_due': {
      const unpaidFrom = paidThrough ?? (record.interval === 'year' ? subYears : subMonths)(currentPeriodEnd, 1);
      const graceEnd = addDays(unpaidFrom, PAST_DUE_GRACE_DAYS);
      return cancelAtPeriodEnd ? earlier(graceEnd, currentPeriodEnd) : graceEnd;
    }
    case 'canceled':
      return paidThrough;
    case 'incomplete':
    case 'ended':
      return null;
  }
}
