import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { PRODUCT_IDS } from '../shop/catalogue';

/**
 * Discount codes in /admin/discount-codes (super_admin, issue 18): percent or amount off, which
 * products (none chosen: all), an optional cap on redemptions and an optional expiry. Checkout applies
 * them on the server (shop/discounts.ts); a redemption counts only when its order is paid.
 */
export const DISCOUNT_CODE_MESSAGES = {
  code: 'A code is 3 to 40 letters, numbers, hyphens or underscores, without spaces.',
  percent: 'Percent off is a whole number from 1 to 100.',
  amount: 'The amount off must be more than $0.',
  amountTooHigh: 'The amount off can be at most $1,000.',
  maxRedemptions: 'Use a whole number of at least 1, or leave it empty for no limit.',
  expiresAt: 'Pick a date and time in the future, or leave it empty.',
  product: 'There is no such product.',
  taken: 'There is already a code with these letters. Choose another.',
} as const;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The terms of a code, without its letters (which do not change once people may have it). */
const Terms = z.object({
  kind: z.enum(DISCOUNT_KINDS, { message: 'Choose percent off or amount off.' }),
  percentOff: z.number().nullable().default(null),
  amountOffCents: z.number().nullable().default(null),
  /** Product ids; empty means every product. */
  appliesTo: z
    .array(z.enum(PRODUCT_IDS, { message: DISCOUNT_CODE_MESSAGES.product }))
    .max(PRODUCT_IDS.length)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  maxRedemptions: z
    .number()
    .int(DISCOUNT_CODE_MESSAGES.maxRedemptions)
    .min(1, DISCOUNT_CODE_MESSAGES.maxRedemptions)
    .max(1_000_000)
    .nullable()
    .default(null),
  expiresAt: z.iso
    .datetime({ message: DISCOUNT_CODE_MESSAGES.expiresAt })
    .refine((v) => Date.parse(v) > Date.now(), DISCOUNT_CODE_MESSAGES.expiresAt)
    .nullable()
    .default(null),
});

type TermsShape = z.infer<typeof Terms>;

/** The amount for the chosen kind must be there and in range; the other is dropped. */
function checkAmount(terms: TermsShape, ctx: z.RefinementCtx) {
  if (terms.kind === 'percent') {
    const p = terms.percentOff;
    if (p === null || !Number.isInteger(p) || p < 1 || p > 100)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: DISCOUNT_CODE_MESSAGES.percent });
  } else {
    const a = terms.amountOffCents;
    if (a === null || !Number.isInteger(a) || a <= 0)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: DISCOUNT_CODE_MESSAGES.amount });
    else if (a > 100_000) ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: DISCOUNT_CODE_MESSAGES.amountTooHigh });
  }
}

const normalise = <T extends TermsShape>(terms: T): T => ({
  ...terms,
  percentOff: terms.kind === 'percent' ? terms.percentOff : null,
  amountOffCents: terms.kind === 'amount' ? terms.amountOffCents : null,
});

export const DiscountCodeTerms = Terms.superRefine(checkAmount).transform(normalise);
export type DiscountCodeTerms = z.input<typeof DiscountCodeTerms>;

export const DiscountCodeInput = Terms.extend({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/, DISCOUNT_CODE_MESSAGES.code)
    .transform((c) => c.toUpperCase()),
})
  .superRefine(checkAmount)
  .transform(normalise);
export type DiscountCodeInput = z.input<typeof DiscountCodeInput>;

export const DiscountCodeActiveInput = z.object({ active: z.boolean() });

export const DiscountCodeParams = z.object({ id: z.uuid() });

export const DISCOUNT_CODE_STATUSES = ['Active', 'Inactive', 'Expired', 'Used up'] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];

export const DiscountCodeView = z.object({
  id: Id,
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  appliesTo: z.array(z.string()),
  maxRedemptions: z.number().int().nullable(),
  /** Paid orders that used it, live and test together. */
  redemptions: z.number().int(),
  /** Of those, orders paid in test mode (no money moved). */
  testRedemptions: z.number().int(),
  expiresAt: Timestamp.nullable(),
  active: z.boolean(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  createdAt: Timestamp,
});
export type DiscountCodeView = z.infer<typeof DiscountCodeView>;

export const DiscountCodeList = z.object({ codes: z.array(DiscountCodeView) });

/** Whether a code can be used at checkout now, and if not, why (the same order checkout checks in). */
export function discountCodeStatus(
  code: { active: boolean; expiresAt: string | null; maxRedemptions: number | null; redemptions: number },
  now = Date.now(),
): DiscountCodeStatus {
  if (!code.active) return 'Inactive';
  if (code.expiresAt && Date.parse(code.expiresAt) <= now) return 'Expired';
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return 'Used up';
  return 'Active';
}
