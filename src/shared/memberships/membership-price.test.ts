import { describe, expect, it } from 'vitest';
import { hardshipPriceCents, listPriceCents, membershipPrice } from './membership-price';
import { MEMBERSHIP_PLANS } from './plans';

describe('membership prices', () => {
  it('has a monthly and a yearly price for each tier, the year at ten months', () => {
    expect(MEMBERSHIP_PLANS.map((p) => [p.tier, p.monthlyPriceCents, p.yearlyPriceCents])).toEqual([
      ['free', 0, 0],
      ['premium', 1200, 12000],
      ['elite', 2900, 29000],
    ]);
    for (const plan of MEMBERSHIP_PLANS) expect(plan.yearlyPriceCents).toBe(plan.monthlyPriceCents * 10);
  });

  it.each([
    ['premium', 'month', 1200, 600, 300],
    ['premium', 'year', 12000, 6000, 3000],
    ['elite', 'month', 2900, 1450, 725],
    ['elite', 'year', 29000, 14500, 7250],
  ] as const)('%s by the %s: %i cents, %i at 50 %% off, %i at 75 %%, nothing at 100 %%', (tier, interval, list, half, quarter) => {
    expect(listPriceCents(tier, interval)).toBe(list);
    expect([null, 50, 75, 100].map((level) => hardshipPriceCents(tier, interval, level as 50 | 75 | 100 | null))).toEqual([
      list,
      half,
      quarter,
      0,
    ]);
  });

  it('lists Free at nothing', () => {
    expect([listPriceCents('free', 'month'), listPriceCents('free', 'year')]).toEqual([0, 0]);
  });

  it('rounds the discounted price down to whole cents', () => {
    expect(membershipPrice('elite', 'month', { code: { percentOff: 33, amountOffCents: null } })).toEqual({
      listCents: 2900,
      discountCents: 957,
      totalCents: 1943,
      discount: 'code',
    });
  });

  describe('one discount: the better of hardship and a code', () => {
    it.each([
      ['no offer', {}, 0, 1200, null],
      ['hardship only', { hardshipLevel: 50 }, 600, 600, 'hardship'],
      ['code only, percent', { code: { percentOff: 20, amountOffCents: null } }, 240, 960, 'code'],
      ['code only, amount', { code: { percentOff: null, amountOffCents: 500 } }, 500, 700, 'code'],
      ['code above the price', { code: { percentOff: null, amountOffCents: 5000 } }, 1200, 0, 'code'],
      ['hardship beats a smaller code', { hardshipLevel: 75, code: { percentOff: 20, amountOffCents: null } }, 900, 300, 'hardship'],
      ['a larger code beats hardship', { hardshipLevel: 50, code: { percentOff: 60, amountOffCents: null } }, 720, 480, 'code'],
      ['a tie goes to hardship', { hardshipLevel: 50, code: { percentOff: 50, amountOffCents: null } }, 600, 600, 'hardship'],
      ['100 % hardship is free', { hardshipLevel: 100, code: { percentOff: 10, amountOffCents: null } }, 1200, 0, 'hardship'],
      ['a zero code is no discount', { code: { percentOff: 0, amountOffCents: null } }, 0, 1200, null],
      ['a null level is no discount', { hardshipLevel: null }, 0, 1200, null],
    ] as const)('%s', (_name, offers, discountCents, totalCents, discount) => {
      const price = membershipPrice('premium', 'month', offers);
      expect(price).toEqual({ listCents: 1200, discountCents, totalCents, discount });
    });
  });
});
