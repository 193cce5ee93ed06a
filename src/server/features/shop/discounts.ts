import { eq, sql } from 'drizzle-orm';
import type { PriceBook } from '#shared/shop/offers';
import { DISCOUNT_MESSAGES, type DiscountRule, discountProblem, priceLines, type CheckoutLine } from '#shared/shop/pricing';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { discountCodes } from './schema';

type CodeRow = typeof discountCodes.$inferSelect;

export function ruleOf(row: CodeRow): DiscountRule {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    appliesTo: row.appliesTo,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    expiresAt: row.expiresAt,
    active: row.active,
  };
}

/** The code's row and rule when it applies to these lines; a 422 with the reason on the field otherwise. */
export async function findApplicableCode(
  db: AppDb,
  code: string,
  lines: readonly CheckoutLine[],
  book?: PriceBook,
  now = new Date(),
): Promise<{ row: CodeRow; rule: DiscountRule }> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase()));
  const rule = row ? ruleOf(row) : null;
  const problem = discountProblem(rule, priceLines(lines, book), now);
  if (problem || !row || !rule) {
    const message = DISCOUNT_MESSAGES[problem ?? 'unknown'];
    throw new HttpError(422, message, { errors: [{ field: 'discountCode', message }] });
  }
  return { row, rule };
}
