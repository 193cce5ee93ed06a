import { describe, expect, it } from 'vitest';
import { hardshipPriceCents } from './membership-price';
import { planChange, proratedCents } from './plan-change';
import type { BillingInterval, HardshipLevel } from './plans';

// Decision 179: what a change of plan on the test provider charges and when it starts.

const start = new Date('2026-11-01T10:00:00Z');
const monthEnd = new Date('2026-12-01T10:00:00Z'); // 30 days
const yearEnd = new Date('2027-11-01T10:00:00Z'); // 365 days
const at = (iso: string) => new Date(iso);

function change(
  from: { tier: 'premium' | 'elite'; interval: BillingInterval },
  to: { tier: 'premium' | 'elite'; interval: BillingInterval },
  now: Date,
  level: HardshipLevel | null = null,
) {
  return planChange(
    {
      ...from,
      priceCents: hardshipPriceCents(from.tier, from.interval, level),
      periodStart: start,
      periodEnd: from.interval === 'year' ? yearEnd : monthEnd,
    },
    { ...to, priceCents: hardshipPriceCents(to.tier, to.interval, level) },
    now,
  );
}

describe('an upgrade at the same interval: the difference for the days left, charged today', () => {
  it.each([
    // from, to, now, level, cents charged today
    ['month', '2026-11-01T10:00:00Z', null, 1700], // the first day: the whole difference, $29 − $12
    ['month', '2026-11-11T10:00:00Z', null, 1133], // 20 of 30 days left: $17 × 20/30 = $11.333…
    ['month', '2026-11-11T09:00:00Z', null, 1190], // part of a day counts as a day: 21 of 30
    ['month', '2026-11-30T12:00:00Z', null, 57], // the last day: $17 / 30
    ['month', '2026-11-11T10:00:00Z', 50, 567], // at 50 %: ($14.50 − $6) × 20/30 = $5.666…
    ['month', '2026-11-11T10:00:00Z', 75, 283], // at 75 %: ($7.25 − $3) × 20/30 = $2.833…
    ['month', '2026-11-11T10:00:00Z', 100, 0], // at 100 %: nothing to pay
    ['year', '2026-11-01T10:00:00Z', null, 17000], // a year just paid: $290 − $120
    ['year', '2027-05-02T10:00:00Z', null, 8523], // 183 of 365 days left: $170 × 183/365
    ['year', '2027-05-02T10:00:00Z', 50, 4262], // at 50 %: $85 × 183/365 = $42.616…
  ] as const)('%s, on %s, at hardship %s: %i cents', (interval, now, level, cents) => {
    expect(change({ tier: 'premium', interval }, { tier: 'elite', interval }, at(now), level)).toEqual({
      kind: 'upgrade',
      chargeCents: cents,
    });
  });

  it('never charges below $0, and nothing once the period is over', () => {
    expect(proratedCents(-500, start, monthEnd, at('2026-11-11T10:00:00Z'))).toBe(0);
    expect(proratedCents(1700, start, monthEnd, at('2026-12-02T10:00:00Z'))).toBe(0);
  });
});

describe('a downgrade at the same interval: nothing now, the lower tier from the end of the period', () => {
  it.each([
    ['month', null],
    ['year', null],
    ['month', 50],
    ['year', 75],
  ] as const)('%s, at hardship %s', (interval, level) => {
    expect(change({ tier: 'elite', interval }, { tier: 'premium', interval }, at('2026-11-20T10:00:00Z'), level)).toEqual({
      kind: 'downgrade',
      startsAt: interval === 'year' ? yearEnd : monthEnd,
    });
  });
});

describe('another interval: a new period now, paid in full, whatever the tier', () => {
  it.each([
    ['premium', 'month', 'premium', 'year', null, 12000],
    ['premium', 'month', 'elite', 'year', null, 29000],
    ['elite', 'year', 'premium', 'month', null, 1200],
    ['elite', 'month', 'elite', 'year', 50, 14500],
  ] as const)('%s %s → %s %s at hardship %s: %i cents', (fromTier, fromInterval, toTier, toInterval, level, cents) => {
    expect(
      change({ tier: fromTier, interval: fromInterval }, { tier: toTier, interval: toInterval }, at('2026-11-20T10:00:00Z'), level),
    ).toEqual({ kind: 'interval', chargeCents: cents });
  });
});

it('the same plan is no change', () => {
  expect(change({ tier: 'elite', interval: 'year' }, { tier: 'elite', interval: 'year' }, at('2026-11-20T10:00:00Z'))).toEqual({
    kind: 'none',
  });
});
