import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M, DiscountCodeInput, DiscountCodeTerms, discountCodeStatus } from './shop-discount-codes';

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 60_000).toISOString();
const base = { code: 'CALM-25', kind: 'percent', percentOff: 25 } as const;

/** The first problem per field, as the form shows it. */
function fieldErrors(input: unknown) {
  const result = DiscountCodeInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

describe('a discount code as staff enter it', () => {
  it.each([
    ['percent 1', { ...base, percentOff: 1 }, {}],
    ['percent 100', { ...base, percentOff: 100 }, {}],
    ['percent 0', { ...base, percentOff: 0 }, { percentOff: M.percent }],
    ['percent 101', { ...base, percentOff: 101 }, { percentOff: M.percent }],
    ['percent 12.5', { ...base, percentOff: 12.5 }, { percentOff: M.percent }],
    ['percent missing', { code: 'CALM', kind: 'percent' }, { percentOff: M.percent }],
    ['amount $5', { code: 'FIVE', kind: 'amount', amountOffCents: 500 }, {}],
    ['amount $0', { code: 'FIVE', kind: 'amount', amountOffCents: 0 }, { amountOffCents: M.amount }],
    ['amount below $0', { code: 'FIVE', kind: 'amount', amountOffCents: -100 }, { amountOffCents: M.amount }],
    ['amount over $1,000', { code: 'FIVE', kind: 'amount', amountOffCents: 100_001 }, { amountOffCents: M.amountTooHigh }],
    ['no kind', { code: 'FIVE', amountOffCents: 500 }, { kind: 'Choose percent off or amount off.' }],
    ['code too short', { ...base, code: 'AB' }, { code: M.code }],
    ['code with a space', { ...base, code: 'CALM 25' }, { code: M.code }],
    ['code with punctuation', { ...base, code: 'CALM!' }, { code: M.code }],
    ['code of 41 letters', { ...base, code: 'A'.repeat(41) }, { code: M.code }],
    ['an unknown product', { ...base, appliesTo: ['free-stuff'] }, { appliesTo: M.product }],
    ['at most 0 redemptions', { ...base, maxRedemptions: 0 }, { maxRedemptions: M.maxRedemptions }],
    ['at most 2.5 redemptions', { ...base, maxRedemptions: 2.5 }, { maxRedemptions: M.maxRedemptions }],
    ['an expiry in the past', { ...base, expiresAt: past }, { expiresAt: M.expiresAt }],
    ['an expiry that is not a date', { ...base, expiresAt: 'soon' }, { expiresAt: M.expiresAt }],
    ['everything set', { ...base, appliesTo: ['recovery-bundle'], maxRedemptions: 50, expiresAt: future }, {}],
  ])('%s', (_name, input, errors) => {
    expect(fieldErrors(input)).toEqual(errors);
  });

  it('keeps the letters in capitals, only the amount of its kind, and each product once', () => {
    expect(
      DiscountCodeInput.parse({
        code: ' calm-25 ',
        kind: 'amount',
        percentOff: 10,
        amountOffCents: 500,
        appliesTo: ['recovery-bundle', 'recovery-bundle'],
      }),
    ).toEqual({
      code: 'CALM-25',
      kind: 'amount',
      percentOff: null,
      amountOffCents: 500,
      appliesTo: ['recovery-bundle'],
      maxRedemptions: null,
      expiresAt: null,
    });
  });

  it('edits check the same terms without the letters', () => {
    expect(DiscountCodeTerms.safeParse({ kind: 'percent', percentOff: 0 }).success).toBe(false);
    expect(DiscountCodeTerms.parse({ kind: 'percent', percentOff: 10, amountOffCents: 5 })).toMatchObject({
      percentOff: 10,
      amountOffCents: null,
    });
  });
});

describe('a code status', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const code = { active: true, expiresAt: null, maxRedemptions: null, redemptions: 0 };
  it.each([
    ['usable', code, 'Active'],
    ['switched off (even when also expired)', { ...code, active: false, expiresAt: '2026-01-01T00:00:00Z' }, 'Inactive'],
    ['past its expiry', { ...code, expiresAt: '2026-05-31T23:59:59Z' }, 'Expired'],
    ['expiring later', { ...code, expiresAt: '2026-06-02T00:00:00Z' }, 'Active'],
    ['used as often as allowed', { ...code, maxRedemptions: 3, redemptions: 3 }, 'Used up'],
    ['one use left', { ...code, maxRedemptions: 3, redemptions: 2 }, 'Active'],
  ])('%s', (_name, c, status) => {
    expect(discountCodeStatus(c, now)).toBe(status);
  });
});
