import { PRODUCTS, type ProductId } from './catalogue';

/**
 * What a product costs and whether it is on sale right now: the authored catalogue's price, unless
 * staff changed it in /admin/refill-shop (issue 18). Only these two are ever overridden; the words
 * about a product always come from the catalogue.
 */
export interface Offer {
  priceCents: number;
  available: boolean;
}

/** Offers by product id. A product missing from the book sells at its catalogue price. */
export type PriceBook = ReadonlyMap<string, Offer>;

export interface OfferOverride extends Offer {
  productId: string;
}

/** The book of every product: the catalogue, with staff's overrides on top. */
export function priceBook(overrides: readonly OfferOverride[] = []): Map<ProductId, Offer> {
  const byId = new Map(overrides.map((o) => [o.productId, o]));
  return new Map(
    PRODUCTS.map((p) => {
      const o = byId.get(p.id);
      return [p.id, o ? { priceCents: o.priceCents, available: o.available } : { priceCents: p.priceCents, available: true }];
    }),
  );
}

export type OfferProblem = 'price_not_whole' | 'price_negative' | 'price_too_high';

/** Most a product may cost, so a slip of the keyboard cannot put a $47 workbook at $47,000. */
export const MAX_PRICE_CENTS = 100_000;

export const OFFER_MESSAGES: Record<OfferProblem, string> = {
  price_not_whole: 'Enter the price in dollars and cents, for example 47 or 19.50.',
  price_negative: 'A price cannot be below $0.',
  price_too_high: 'A price can be at most $1,000.',
};

/** Why a new price cannot be used, or null when it can. */
export function priceProblem(cents: number): OfferProblem | null {
  if (!Number.isInteger(cents)) return 'price_not_whole';
  if (cents < 0) return 'price_negative';
  if (cents > MAX_PRICE_CENTS) return 'price_too_high';
  return null;
}

/** "47", "19.50": dollars as typed into a form, turned into whole cents; NaN when it is not money. */
export function dollarsToCents(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole, fraction = ''] = trimmed.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return trimmed.startsWith('-') ? -cents : cents;
}
