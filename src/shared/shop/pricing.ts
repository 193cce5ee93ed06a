import { type Product, productById } from './catalogue';
import type { PriceBook } from './offers';

/** What checkout sends: ids and quantities only (the server prices the order from the catalogue). */
export interface CheckoutLine {
  productId: string;
  quantity: number;
}

/** A discount code as the pricing rule sees it. */
export interface DiscountRule {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Product ids it applies to; empty means every product. */
  appliesTo: readonly string[];
  maxRedemptions: number | null;
  redemptions: number;
  expiresAt: Date | null;
  active: boolean;
}

export type DiscountProblem = 'unknown' | 'expired' | 'used_up' | 'not_applicable';

/** The messages checkout shows for a code that cannot be applied. */
export const DISCOUNT_MESSAGES: Record<DiscountProblem, string> = {
  unknown: 'We do not recognise that code. Check the spelling and try again.',
  expired: 'That code has expired.',
  used_up: 'That code has been used as many times as it allows.',
  not_applicable: 'That code is not for the items in your cart.',
};

export interface PricedLine {
  product: Product;
  quantity: number;
  unitPriceCents: number;
  /** This line's share of the order's discount. */
  discountCents: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export class PricingError extends Error {}

/**
 * Merges repeated ids and prices each line from the catalogue, or from the book of staff's prices
 * when given; an unknown id, a bad quantity or a product taken off sale is an error.
 */
export function priceLines(lines: readonly CheckoutLine[], book?: PriceBook): PricedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new PricingError(`Quantity must be a whole number of at least 1.`);
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  if (merged.size === 0) throw new PricingError('Your cart is empty.');
  return [...merged].map(([id, quantity]) => {
    const product = productById(id);
    if (!product) throw new PricingError(`There is no product ${id}.`);
    const offer = book?.get(product.id);
    if (offer && !offer.available) throw new PricingError(`${product.title} is not available right now. Please remove it from your cart.`);
    return { product, quantity, unitPriceCents: offer?.priceCents ?? product.priceCents, discountCents: 0 };
  });
}

/** Why a code cannot apply to these lines, or null when it can. */
export function discountProblem(rule: DiscountRule | null, lines: readonly PricedLine[], now: Date): DiscountProblem | null {
  if (!rule || !rule.active) return 'unknown';
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (rule.maxRedemptions !== null && rule.redemptions >= rule.maxRedemptions) return 'used_up';
  if (!lines.some((l) => eligible(rule, l))) return 'not_applicable';
  return null;
}

function eligible(rule: DiscountRule, line: PricedLine): boolean {
  return rule.appliesTo.length === 0 || rule.appliesTo.includes(line.product.id);
}

/**
 * The discount in cents on the eligible lines: a percentage rounded down to whole cents, or a fixed
 * amount capped at what those lines cost. Never negative, never more than the eligible subtotal.
 */
export function discountAmount(rule: DiscountRule, lines: readonly PricedLine[]): number {
  const base = lines.filter((l) => eligible(rule, l)).reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const raw =
    rule.percentOff !== null
      ? Math.floor((base * Math.min(Math.max(rule.percentOff, 0), 100)) / 100)
      : Math.max(rule.amountOffCents ?? 0, 0);
  return Math.min(raw, base);
}

/** Prices an order: lines from the catalogue, then at most one discount, shared out over the eligible lines. */
export function priceOrder(lines: readonly CheckoutLine[], rule: DiscountRule | null = null, book?: PriceBook): PricedOrder {
  const priced = priceLines(lines, book);
  const subtotalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = rule ? discountAmount(rule, priced) : 0;
  if (rule && discountCents > 0) {
    const targets = priced.filter((l) => eligible(rule, l));
    const base = targets.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    let left = discountCents;
    targets.forEach((line, index) => {
      const share = index === targets.length - 1 ? left : Math.floor((discountCents * line.unitPriceCents * line.quantity) / base);
      line.discountCents = share;
      left -= share;
    });
  }
  return { lines: priced, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
