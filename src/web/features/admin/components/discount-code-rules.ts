import { formatCents } from '#shared/money';
import { z } from 'zod';
import { DISCOUNT_CODE_MESSAGES, DiscountCodeInput, type DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { PRODUCTS, productById } from '#shared/shop/catalogue';
import { dollarsToCents } from '#shared/shop/offers';
import { localDateTimeToIso } from './access-code-rules';

/** The form's values: text as typed, and one checkbox per product (none ticked: every product). */
export type DiscountCodeFormValues = Record<string, string | boolean> & {
  code: string;
  kind: string;
  percentOff: string;
  amountOffCents: string;
  maxRedemptions: string;
  expiresAt: string;
};

export const productField = (id: string) => `product-${id}`;

const wholeOrNull = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null);

/** Two digits, for a datetime-local value. */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the viewer's own time. */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyDiscountForm(): DiscountCodeFormValues {
  return {
    code: '',
    kind: 'percent',
    percentOff: '',
    amountOffCents: '',
    maxRedemptions: '',
    expiresAt: '',
    ...Object.fromEntries(PRODUCTS.map((p) => [productField(p.id), false])),
  };
}

/** An existing code's terms in the form, to edit them. */
export function discountFormOf(code: DiscountCodeView): DiscountCodeFormValues {
  return {
    ...emptyDiscountForm(),
    code: code.code,
    kind: code.kind,
    percentOff: code.percentOff === null ? '' : String(code.percentOff),
    amountOffCents: code.amountOffCents === null ? '' : (code.amountOffCents / 100).toFixed(2),
    maxRedemptions: code.maxRedemptions === null ? '' : String(code.maxRedemptions),
    expiresAt: isoToLocalDateTime(code.expiresAt),
    ...Object.fromEntries(code.appliesTo.map((id) => [productField(id), true])),
  };
}

/**
 * The form turned into the server's DiscountCodeInput, checked by the same rules: the amount off
 * is typed in dollars and sent in cents, the expiry is local time sent as an instant.
 */
export const DiscountCodeForm = z
  .object({
    code: z.string(),
    kind: z.string(),
    percentOff: z.string(),
    amountOffCents: z.string(),
    maxRedemptions: z.string().trim().regex(/^\d*$/, DISCOUNT_CODE_MESSAGES.maxRedemptions),
    expiresAt: z.string(),
  })
  .catchall(z.union([z.string(), z.boolean()]))
  .transform((form, ctx) => {
    const cents = dollarsToCents(form.amountOffCents);
    const parsed = DiscountCodeInput.safeParse({
      code: form.code,
      kind: form.kind,
      percentOff: form.kind === 'percent' ? wholeOrNull(form.percentOff) : null,
      amountOffCents: form.kind === 'amount' && !Number.isNaN(cents) ? cents : null,
      appliesTo: PRODUCTS.filter((p) => form[productField(p.id)] === true).map((p) => p.id),
      maxRedemptions: form.maxRedemptions ? Number(form.maxRedemptions) : null,
      expiresAt: form.expiresAt ? (localDateTimeToIso(form.expiresAt) ?? 'not a date') : null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** "25% off", "$10 off". */
export function discountLabel(code: Pick<DiscountCodeView, 'percentOff' | 'amountOffCents'>): string {
  return code.percentOff !== null ? `${code.percentOff}% off` : `${formatCents(code.amountOffCents ?? 0)} off`;
}

/** "All products", or the titles it is for. */
export function productsLabel(ids: readonly string[]): string {
  return ids.length === 0 ? 'All products' : ids.map((id) => productById(id)?.title ?? id).join(', ');
}

/** "3 of 10", "3 (no limit)". */
export function usedLabel(code: Pick<DiscountCodeView, 'redemptions' | 'maxRedemptions'>): string {
  return code.maxRedemptions === null ? `${code.redemptions} (no limit)` : `${code.redemptions} of ${code.maxRedemptions}`;
}
