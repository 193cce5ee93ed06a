import { describe, expect, it } from 'vitest';
import { at, event, P1, P2, P3, record, snapshot } from '#shared/testing/subscription-fixtures';
import { applySubscriptionEvent, subscriptionAccessUntil, type SubscriptionEvent, type SubscriptionRecord } from './subscription-state';

/** Every distinct order of the items (an item given twice is not swapped with itself). */
function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    if (items.indexOf(items[i]) !== i) continue;
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i], ...tail];
  }
}

const replay = (events: readonly SubscriptionEvent[]) =>
  events.reduce<SubscriptionRecord | null>((stored, e) => applySubscriptionEvent(stored, e), null);

/** The distinct records that replaying every order of the events ends in. */
function finalRecords(events: readonly SubscriptionEvent[]): string[] {
  const seen = new Set<string>();
  for (const order of permutations(events)) seen.add(JSON.stringify(replay(order)));
  return [...seen];
}

const YEAR_END = at('2027-01-20');

/** Lives of a subscription as the provider would tell them, in order, with the state after each event. */
const SCENARIOS: { name: string; events: SubscriptionEvent[]; states: string[]; final: SubscriptionRecord }[] = [
  {
    name: 'subscribe, renew, fail, recover, cancel at period end, end',
    events: [
      event('customer.subscription.created', at('2026-01-01'), snapshot('incomplete', P1)),
      event('invoice.paid', at('2026-01-01'), snapshot('active', P1), P1),
      event('invoice.paid', P1, snapshot('active', P2), P2),
      event('invoice.payment_failed', P2, snapshot('past_due', P3)),
      event('invoice.paid', at('2026-03-03'), snapshot('active', P3), P3),
      event('customer.subscription.updated', at('2026-03-10'), snapshot('active', P3, { cancelAtPeriodEnd: true })),
      event('customer.subscription.deleted', P3, snapshot('canceled', P3, { cancelAtPeriodEnd: true })),
    ],
    states: ['incomplete', 'active', 'active', 'past_due', 'active', 'active', 'ended'],
    final: record('ended', { currentPeriodEnd: P3, cancelAtPeriodEnd: true, paidThrough: P3, lastEventAt: P3 }),
  },
  {
    name: 'fail, retries fail past the grace period, the provider gives up',
    events: [
      event('invoice.paid', at('2026-01-01'), snapshot('active', P1), P1),
      event('invoice.payment_failed', P1, snapshot('past_due', P2)),
      event('customer.subscription.updated', at('2026-02-05'), snapshot('past_due', P2)),
      event('invoice.payment_failed', at('2026-02-08'), snapshot('unpaid', P2)),
      event('customer.subscription.deleted', at('2026-02-20'), snapshot('canceled', P2)),
    ],
    states: ['active', 'past_due', 'past_due', 'past_due', 'ended'],
    final: record('ended', { paidThrough: P1, lastEventAt: at('2026-02-20') }),
  },
  {
    name: 'upgrade to Elite mid-month, then to yearly',
    events: [
      event('invoice.paid', at('2026-01-01'), snapshot('active', P1), P1),
      event('customer.subscription.updated', at('2026-01-15'), snapshot('active', P1, { lookupKey: 'elite_month' })),
      event('invoice.paid', at('2026-01-15'), snapshot('active', P1, { lookupKey: 'elite_month' }), P1),
      event('customer.subscription.updated', at('2026-01-20'), snapshot('active', YEAR_END, { lookupKey: 'elite_year' })),
      event('invoice.paid', at('2026-01-20'), snapshot('active', YEAR_END, { lookupKey: 'elite_year' }), YEAR_END),
    ],
    states: ['active', 'active', 'active', 'active', 'active'],
    final: record('active', {
      tier: 'elite',
      interval: 'year',
      currentPeriodEnd: YEAR_END,
      paidThrough: YEAR_END,
      lastEventAt: at('2026-01-20'),
    }),
  },
  {
    name: 'canceled by staff mid-period after paying (a stale renewal comes last)',
    events: [
      event('invoice.paid', at('2026-01-01'), snapshot('active', P1), P1),
      event('invoice.paid', P1, snapshot('active', P2), P2),
      event('customer.subscription.deleted', at('2026-02-10'), snapshot('canceled', P2)),
    ],
    states: ['active', 'active', 'canceled'],
    final: record('canceled', { lastEventAt: at('2026-02-10') }),
  },
];

describe.each(SCENARIOS)('$name', ({ events, states, final }) => {
  it('goes through the states in order and ends in the expected record', () => {
    const seen: string[] = [];
    events.reduce<SubscriptionRecord | null>((stored, e) => {
      const next = applySubscriptionEvent(stored, e);
      seen.push(next.status);
      return next;
    }, null);
    expect(seen).toEqual(states);
    expect(replay(events)).toEqual(final);
  });

  it('ends in the same record in every order of arrival', () => {
    expect(finalRecords(events)).toEqual([JSON.stringify(final)]);
  });

  it('ends in the same record in every order when two events are delivered twice', () => {
    expect(finalRecords([...events, events[1], events[events.length - 1]])).toEqual([JSON.stringify(final)]);
  });
});

describe('until when a subscription gives its tier', () => {
  it.each([
    ['active: the period and a grace period for a late renewal', record('active'), at('2026-03-08')],
    ['active, set to cancel: the period', record('active', { cancelAtPeriodEnd: true }), P2],
    ['past_due: a grace period after the paid period', record('past_due', { paidThrough: P1 }), at('2026-02-08')],
    ['past_due, nothing paid seen: a grace period after the month began', record('past_due', { paidThrough: null }), at('2026-02-08')],
    [
      'past_due, yearly, nothing paid seen: a grace period after the year began',
      record('past_due', { interval: 'year', currentPeriodEnd: at('2027-02-01'), paidThrough: null }),
      at('2026-02-08'),
    ],
    [
      'past_due, set to cancel before the grace ends: the period',
      record('past_due', { currentPeriodEnd: at('2026-02-05'), cancelAtPeriodEnd: true, paidThrough: P1 }),
      at('2026-02-05'),
    ],
    [
      'past_due, set to cancel after the grace ends: the grace',
      record('past_due', { cancelAtPeriodEnd: true, paidThrough: P1 }),
      at('2026-02-08'),
    ],
    ['canceled: the paid period', record('canceled'), P2],
    ['incomplete: nothing', record('incomplete', { paidThrough: null }), null],
    ['ended: nothing', record('ended'), null],
  ] as const)('%s', (_name, stored, until) => {
    expect(subscriptionAccessUntil(stored)).toEqual(until);
  });
});
