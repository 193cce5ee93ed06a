import type { DiscountRule } from '#shared/shop/pricing';

/** A discount code for tests: active, unlimited, on everything, off nothing until `over` says so. */
export const discountRule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'CALM',
  percentOff: null,
  amountOffCents: null,
  appliesTo: [],
  maxRedemptions: null,
  redemptions: 0,
  expiresAt: null,
  active: true,
  ...over,
});
