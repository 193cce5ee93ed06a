import { describe, expect, it } from 'vitest';
import { discountProblem, priceLines, priceOrder, PricingError } from './pricing';
import { discountRule as rule } from '#shared/testing/discount-rule';

const now = new Date('2026-06-01T12:00:00Z');
const workbook = { productId: 'burnout-recovery-workbook', quantity: 1 };
const ebook = { productId: 'burnout-autoimmunity-ebook', quantity: 1 };

describe('pricing from the catalogue', () => {
  it.each([
    [[ebook], 1900],
    [[workbook], 4700],
    [[ebook, workbook], 6600],
    [[{ ...ebook, quantity: 2 }], 3800],
    [[ebook, ebook], 3800],
  ])('%j costs %i cents', (lines, total) => {
    expect(priceOrder(lines).totalCents).toBe(total);
  });
  it.each([[[]], [[{ productId: 'nothing', quantity: 1 }]], [[{ ...ebook, quantity: 0 }]], [[{ ...ebook, quantity: 1.5 }]]])(
    'refuses %j',
    (lines) => {
      expect(() => priceLines(lines)).toThrow(PricingError);
    },
  );
});

describe('discounts', () => {
  it.each([
    ['25 % off everything', rule({ percentOff: 25 }), [ebook, workbook], 1650, 4950],
    ['25 % off the workbook only', rule({ percentOff: 25, appliesTo: ['burnout-recovery-workbook'] }), [ebook, workbook], 1175, 5425],
    ['percent rounds down to whole cents', rule({ percentOff: 33 }), [ebook], 627, 1273],
    ['$10 off', rule({ amountOffCents: 1000 }), [ebook], 1000, 900],
    ['an amount never takes the total below $0', rule({ amountOffCents: 9999 }), [ebook], 1900, 0],
    ['100 % off is free', rule({ percentOff: 100 }), [ebook, workbook], 6600, 0],
  ])('%s', (_name, r, lines, discount, total) => {
    const priced = priceOrder(lines, r);
    expect(priced.discountCents).toBe(discount);
    expect(priced.totalCents).toBe(total);
    expect(priced.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(discount);
    for (const line of priced.lines) expect(line.discountCents).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['no such code', null, 'unknown'],
    ['switched off', rule({ percentOff: 10, active: false }), 'unknown'],
    ['expired', rule({ percentOff: 10, expiresAt: new Date('2026-05-31T00:00:00Z') }), 'expired'],
    ['used up', rule({ percentOff: 10, maxRedemptions: 3, redemptions: 3 }), 'used_up'],
    ['not for these items', rule({ percentOff: 10, appliesTo: ['recovery-bundle'] }), 'not_applicable'],
    ['applies', rule({ percentOff: 10, maxRedemptions: 3, redemptions: 2, expiresAt: new Date('2026-07-01') }), null],
  ])('%s', (_name, r, problem) => {
    expect(discountProblem(r, priceLines([ebook]), now)).toBe(problem);
  });
});
