import { describe, expect, it } from 'vitest';
import {
  allocate,
  bucketStart,
  centsToDecimal,
  type PaidOrder,
  type RefundMade,
  salesByPeriod,
  salesByProduct,
  type SalesPeriod,
} from './sales';

const EBOOK = { productId: 'burnout-autoimmunity-ebook', title: 'Ebook', quantity: 1, amountCents: 1900 };
const WORKBOOK = { productId: 'burnout-recovery-workbook', title: 'Workbook', quantity: 1, amountCents: 4700 };
const paid = (iso: string, totalCents: number, lines = [EBOOK]): PaidOrder => ({ paidAt: new Date(iso), totalCents, lines });
const refund = (iso: string, amountCents: number, lines = [EBOOK]): RefundMade => ({ at: new Date(iso), amountCents, lines });

describe('bucketStart', () => {
  const cases: [string, SalesPeriod, string][] = [
    ['2026-11-26T18:00:00Z', 'day', '2026-11-26'],
    ['2026-11-26T23:59:59.999Z', 'day', '2026-11-26'],
    ['2026-11-27T00:00:00Z', 'day', '2026-11-27'],
    // 26 Nov 2026 is a Thursday: its week began on Monday 23 Nov.
    ['2026-11-26T12:00:00Z', 'week', '2026-11-23'],
    ['2026-11-23T00:00:00Z', 'week', '2026-11-23'],
    // A Sunday belongs to the week that began the Monday before.
    ['2026-11-29T23:00:00Z', 'week', '2026-11-23'],
    ['2026-11-30T00:00:00Z', 'week', '2026-11-30'],
    // A week that crosses a month and a year starts in the earlier one.
    ['2027-01-01T10:00:00Z', 'week', '2026-12-28'],
    ['2026-11-26T12:00:00Z', 'month', '2026-11-01'],
    ['2026-12-31T23:59:59Z', 'month', '2026-12-01'],
    ['2027-01-01T00:00:00Z', 'month', '2027-01-01'],
  ];
  it.each(cases)('%s by %s starts %s', (at, period, start) => expect(bucketStart(new Date(at), period)).toBe(start));
});

describe('allocate', () => {
  const cases: [number, number[], number[]][] = [
    [1900, [1900], [1900]],
    [6600, [1900, 4700], [1900, 4700]],
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [1900, 4700], [288, 712]],
    [5, [0, 0], [3, 2]],
    [0, [1900, 4700], [0, 0]],
    [10, [], []],
  ];
  it.each(cases)('shares %i among %j as %j', (amount, weights, shares) => {
    expect(allocate(amount, weights)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(weights.length ? amount : 0);
  });
});

describe('salesByPeriod', () => {
  const orders = [paid('2026-11-02T09:00:00Z', 1900), paid('2026-11-02T21:00:00Z', 4700, [WORKBOOK]), paid('2026-11-10T09:00:00Z', 1900)];
  const refunds = [refund('2026-11-03T10:00:00Z', 1900), refund('2026-11-10T12:00:00Z', 500)];
  const cases: [SalesPeriod, { start: string; orders: number; revenueCents: number; refundsCents: number; netCents: number }[]][] = [
    [
      'day',
      [
        { start: '2026-11-02', orders: 2, revenueCents: 6600, refundsCents: 0, netCents: 6600 },
        { start: '2026-11-03', orders: 0, revenueCents: 0, refundsCents: 1900, netCents: -1900 },
        { start: '2026-11-10', orders: 1, revenueCents: 1900, refundsCents: 500, netCents: 1400 },
      ],
    ],
    [
      'week',
      [
        // Monday 2 Nov is its own week's start; Tuesday 3 Nov falls in the same week.
        { start: '2026-11-02', orders: 2, revenueCents: 6600, refundsCents: 1900, netCents: 4700 },
        { start: '2026-11-09', orders: 1, revenueCents: 1900, refundsCents: 500, netCents: 1400 },
      ],
    ],
    ['month', [{ start: '2026-11-01', orders: 3, revenueCents: 8500, refundsCents: 2400, netCents: 6100 }]],
  ];
  it.each(cases)('by %s', (period, buckets) => expect(salesByPeriod(orders, refunds, period)).toEqual(buckets));

  it('is empty with nothing sold', () => expect(salesByPeriod([], [], 'week')).toEqual([]));
});

describe('salesByProduct', () => {
  it('shares each order and refund among its lines so the products add up to the totals', () => {
    const both = [EBOOK, WORKBOOK];
    const rows = salesByProduct(
      [paid('2026-11-02T09:00:00Z', 5000, both), paid('2026-11-03T09:00:00Z', 1900)],
      [refund('2026-11-04T09:00:00Z', 1000, both)],
    );
    expect(rows).toEqual([
      { productId: 'burnout-recovery-workbook', title: 'Workbook', quantity: 1, revenueCents: 3561, refundsCents: 712, netCents: 2849 },
      {
        productId: 'burnout-autoimmunity-ebook',
        title: 'Ebook',
        quantity: 2,
        revenueCents: 1439 + 1900,
        refundsCents: 288,
        netCents: 1439 + 1900 - 288,
      },
    ]);
    const sum = (key: 'revenueCents' | 'refundsCents') => rows.reduce((a, r) => a + r[key], 0);
    expect(sum('revenueCents')).toBe(6900);
    expect(sum('refundsCents')).toBe(1000);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [1900, '19.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [0, '0.00'],
    [-1905, '-19.05'],
  ])('%i cents is %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));
});
