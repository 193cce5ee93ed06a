import type {
  ProviderSnapshot,
  SubscriptionEvent,
  SubscriptionEventType,
  SubscriptionRecord,
} from '#shared/memberships/subscription-state';

/** Test fixtures for the subscription state machine: instants, stored records and events. */
export const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Period ends: the first month, the second, the third. */
export const P1 = at('2026-02-01');
export const P2 = at('2026-03-01');
export const P3 = at('2026-04-01');

export function snapshot(
  status: ProviderSnapshot['status'],
  currentPeriodEnd: Date,
  more: Partial<ProviderSnapshot> = {},
): ProviderSnapshot {
  return { status, currentPeriodEnd, cancelAtPeriodEnd: false, lookupKey: 'premium_month', ...more };
}

export function event(
  type: SubscriptionEventType,
  occurredAt: Date,
  subscription: ProviderSnapshot,
  paidPeriodEnd?: Date,
): SubscriptionEvent {
  if (type === 'invoice.paid') return { type, occurredAt, subscription, paidPeriodEnd: paidPeriodEnd ?? subscription.currentPeriodEnd };
  return { type, occurredAt, subscription };
}

export function record(status: SubscriptionRecord['status'], more: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    status,
    tier: 'premium',
    interval: 'month',
    currentPeriodEnd: P2,
    cancelAtPeriodEnd: false,
    paidThrough: P2,
    lastEventAt: P1,
    ...more,
  };
}

/** One stored record per state, each last written on 1 February (the second period began then). */
export const STORED: Record<string, SubscriptionRecord> = {
  incomplete: record('incomplete', { paidThrough: null }),
  active: record('active'),
  'active, cancelling': record('active', { cancelAtPeriodEnd: true }),
  past_due: record('past_due', { paidThrough: P1 }),
  canceled: record('canceled'),
  ended: record('ended', { currentPeriodEnd: P1, paidThrough: P1 }),
};

/** The snapshot each kind of event typically carries, within the second period. */
export function typicalEvent(type: SubscriptionEventType, occurredAt: Date): SubscriptionEvent {
  switch (type) {
    case 'customer.subscription.created':
      return event(type, occurredAt, snapshot('active', P2));
    case 'customer.subscription.updated':
      return event(type, occurredAt, snapshot('active', P2, { cancelAtPeriodEnd: true }));
    case 'customer.subscription.deleted':
      return event(type, occurredAt, snapshot('canceled', P2));
    case 'invoice.paid':
      return event(type, occurredAt, snapshot('active', P2), P2);
    case 'invoice.payment_failed':
      return event(type, occurredAt, snapshot('past_due', P2));
  }
}
