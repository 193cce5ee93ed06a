import { describe, expect, it } from 'vitest';
import { at, event, P1, P2, P3, record, snapshot, STORED, typicalEvent } from '#shared/testing/subscription-fixtures';
import {
  applySubscriptionEvent,
  PROVIDER_STATUSES,
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEventType,
  type SubscriptionRecord,
  UnknownPriceError,
} from './subscription-state';

const NEWER = at('2026-02-10');
const OLDER = at('2026-01-20');

const [CREATED, UPDATED, DELETED, PAID, FAILED] = SUBSCRIPTION_EVENT_TYPES;

/**
 * Every event from every state, the event newer than the stored record: the state it ends in,
 * whether it is set to cancel, and how far it is paid. `created` and `paid` carry an active
 * snapshot, `updated` an active one set to cancel, `deleted` a canceled one, `failed` a past-due
 * one, all within the second period (paid through P2 = 1 March).
 */
const NEWER_EVENTS: [string, SubscriptionEventType, SubscriptionRecord['status'], boolean, Date | null][] = [
  ['incomplete', CREATED, 'active', false, null],
  ['incomplete', UPDATED, 'active', true, null],
  ['incomplete', DELETED, 'ended', false, null],
  ['incomplete', PAID, 'active', false, P2],
  ['incomplete', FAILED, 'past_due', false, null],
  ['active', CREATED, 'active', false, P2],
  ['active', UPDATED, 'active', true, P2],
  ['active', DELETED, 'canceled', false, P2],
  ['active', PAID, 'active', false, P2],
  ['active', FAILED, 'past_due', false, P2],
  ['active, cancelling', CREATED, 'active', false, P2],
  ['active, cancelling', UPDATED, 'active', true, P2],
  ['active, cancelling', DELETED, 'canceled', false, P2],
  ['active, cancelling', PAID, 'active', false, P2],
  ['active, cancelling', FAILED, 'past_due', false, P2],
  ['past_due', CREATED, 'active', false, P1],
  ['past_due', UPDATED, 'active', true, P1],
  ['past_due', DELETED, 'ended', false, P1],
  ['past_due', PAID, 'active', false, P2],
  ['past_due', FAILED, 'past_due', false, P1],
  // An ended subscription stays ended whatever comes after; a deletion again only moves its time.
  ['canceled', CREATED, 'canceled', false, P2],
  ['canceled', UPDATED, 'canceled', false, P2],
  ['canceled', DELETED, 'canceled', false, P2],
  ['canceled', PAID, 'canceled', false, P2],
  ['canceled', FAILED, 'canceled', false, P2],
  ['ended', CREATED, 'ended', false, P1],
  ['ended', UPDATED, 'ended', false, P1],
  ['ended', DELETED, 'ended', false, P1],
  // A paid invoice for a period after the end (a late delivery) gives that period.
  ['ended', PAID, 'canceled', false, P2],
  ['ended', FAILED, 'ended', false, P1],
];

describe('the subscription state machine', () => {
  it('covers every event type from every state', () => {
    const covered = new Set(NEWER_EVENTS.map(([from, type]) => `${from}/${type}`));
    expect(covered.size).toBe(Object.keys(STORED).length * SUBSCRIPTION_EVENT_TYPES.length);
  });

  describe.each(NEWER_EVENTS)('from %s, a newer %s', (from, type, status, cancelAtPeriodEnd, paidThrough) => {
    const stored = STORED[from];
    const after = applySubscriptionEvent(stored, typicalEvent(type, NEWER));

    it(`is ${status}${cancelAtPeriodEnd ? ', set to cancel,' : ''} paid through ${paidThrough?.toISOString().slice(0, 10) ?? 'nothing'}`, () => {
      expect(after.status).toBe(status);
      expect(after.cancelAtPeriodEnd).toBe(cancelAtPeriodEnd);
      expect(after.paidThrough).toEqual(paidThrough);
    });

    it('keeps the newer snapshot, unless the stored one had ended', () => {
      const ended = stored.status === 'canceled' || stored.status === 'ended';
      expect(after.lastEventAt).toEqual(ended && type !== DELETED ? stored.lastEventAt : NEWER);
    });

    it('changes nothing when delivered again', () => {
      expect(applySubscriptionEvent(after, typicalEvent(type, NEWER))).toEqual(after);
    });
  });

  describe.each(Object.entries(STORED))('from %s, an older event', (from, stored) => {
    it.each([CREATED, UPDATED, FAILED])('ignores a stale %s', (type) => {
      expect(applySubscriptionEvent(stored, typicalEvent(type, OLDER))).toEqual(stored);
    });

    it('keeps the furthest paid period from a stale invoice.paid, and nothing else', () => {
      const after = applySubscriptionEvent(stored, event(PAID, OLDER, snapshot('active', P1), P3));
      const status = stored.status === 'ended' ? 'canceled' : stored.status;
      expect(after).toEqual({ ...stored, status, paidThrough: P3 });
    });

    it('ends it on a stale deletion, since the provider never revives a deleted subscription', () => {
      const after = applySubscriptionEvent(stored, typicalEvent(DELETED, OLDER));
      const alreadyEnded = from === 'canceled' || from === 'ended';
      expect(after.status).toBe(alreadyEnded ? stored.status : stored.paidThrough && stored.paidThrough > OLDER ? 'canceled' : 'ended');
      expect(after.lastEventAt).toEqual(alreadyEnded ? stored.lastEventAt : OLDER);
    });
  });

  it('starts a record from the first event, whatever it is', () => {
    expect(applySubscriptionEvent(null, typicalEvent(FAILED, NEWER))).toEqual(
      record('past_due', { paidThrough: null, lastEventAt: NEWER }),
    );
    expect(applySubscriptionEvent(null, event(PAID, P1, snapshot('active', P2, { lookupKey: 'elite_year' }), P2))).toEqual(
      record('active', { tier: 'elite', interval: 'year' }),
    );
  });

  const READINGS = [
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'ended'],
    ['trialing', 'active'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'ended'],
  ] as const;
  it.each(READINGS)('reads the provider status %s as %s', (providerStatus, status) => {
    expect(applySubscriptionEvent(null, event(UPDATED, NEWER, snapshot(providerStatus, P2))).status).toBe(status);
  });

  it('reads every provider status', () => {
    expect(READINGS.map(([providerStatus]) => providerStatus)).toEqual([...PROVIDER_STATUSES]);
  });

  it('refuses a price no plan sells', () => {
    expect(() => applySubscriptionEvent(null, event(UPDATED, NEWER, snapshot('active', P2, { lookupKey: 'gold_month' })))).toThrow(
      UnknownPriceError,
    );
  });

  it('settles two different snapshots of the same instant the same way in either order', () => {
    const failed = typicalEvent(FAILED, NEWER);
    const paid = typicalEvent(PAID, NEWER);
    const one = applySubscriptionEvent(applySubscriptionEvent(null, failed), paid);
    const other = applySubscriptionEvent(applySubscriptionEvent(null, paid), failed);
    expect(one).toEqual(other);
    expect(one.status).toBe('past_due');
  });
});
