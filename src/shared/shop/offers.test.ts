import { describe, expect, it } from 'vitest';
import { dollarsToCents, priceBook, priceProblem } from './offers';
import { PricingError, priceOrder } from './pricing';
import { discountRule } from '#shared/testing/discount-rule';

const workbook = { productId: 'burnout-recovery-workbook', quantity: 1 };
const ebook = { productId: 'burnout-autoimmunity-ebook', quantity: 2 };

describe('the price book', () => {
  it('is the catalogue when staff changed nothing', () => {
    const book = priceBook();
    expect(book.get('burnout-autoimmunity-ebook')).toEqual({ priceCents: 1900, available: true });
    expect(book.get('burnout-recovery-workbook')).toEqual({ priceCents: 4700, available: true });
    expect(book.size).toBe(4);
  });

  it('takes staff prices and availability over the catalogue, and ignores products it does not sell', () => {
    const book = priceBook([
      { productId: 'burnout-recovery-workbook', priceCents: 3900, available: true },
      { productId: 'no-such-thing', priceCents: 1, available: true },
    ]);
    expect(book.get('burnout-recovery-workbook')).toEqual({ priceCents: 3900, available: true });
    expect(book.has('no-such-thing' as never)).toBe(false);
  });

  it.each([
    ['the catalogue prices', [], 1900 * 2 + 4700],
    ['a lower workbook price', [{ productId: 'burnout-recovery-workbook', priceCents: 3900, available: true }], 1900 * 2 + 3900],
    ['a free ebook', [{ productId: 'burnout-autoimmunity-ebook', priceCents: 0, available: true }], 4700],
  ])('an order is priced from %s', (_name, overrides, total) => {
    expect(priceOrder([workbook, ebook], null, priceBook(overrides)).totalCents).toBe(total);
  });

  it('refuses a product taken off sale, naming it', () => {
    const book = priceBook([{ productId: 'burnout-recovery-workbook', priceCents: 4700, available: false }]);
    expect(() => priceOrder([ebook, workbook], null, book)).toThrow(
      new PricingError('The Burnout Recovery Workbook is not available right now. Please remove it from your cart.'),
    );
    expect(priceOrder([ebook], null, book).totalCents).toBe(3800);
  });

  it('discounts are taken off the staff price', () => {
    const book = priceBook([{ productId: 'burnout-recovery-workbook', priceCents: 4000, available: true }]);
    const rule = discountRule({ code: 'X', percentOff: 25 });
    expect(priceOrder([workbook], rule, book)).toMatchObject({ subtotalCents: 4000, discountCents: 1000, totalCents: 3000 });
  });
});

describe('a new price', () => {
  it.each([
    [4700, null],
    [0, null],
    [100_000, null],
    [-1, 'price_negative'],
    [19.5, 'price_not_whole'],
    [Number.NaN, 'price_not_whole'],
    [100_001, 'price_too_high'],
  ])('%d cents: %s', (cents, problem) => {
    expect(priceProblem(cents)).toBe(problem);
  });

  it.each([
    ['47', 4700],
    ['19.50', 1950],
    ['19.5', 1950],
    ['$12', 1200],
    [' 0.99 ', 99],
    ['-3', -300],
    ['19.555', Number.NaN],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('"%s" dollars is %d cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });
});
