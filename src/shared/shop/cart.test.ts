import { describe, expect, it } from 'vitest';
import { type CartAction, type CartState, EMPTY_CART, cartReducer, parseStoredCart } from './cart';
import { CART_STORAGE_KEY, MAX_QUANTITY, PRODUCTS, productBySlug } from './catalogue';

const ebook = { id: 'burnout-autoimmunity-ebook', title: 'Ebook', price: 1900 };
const workbook = { id: 'burnout-recovery-workbook', title: 'Workbook', price: 4700 };
const cart = (...items: [typeof ebook, number][]): CartState => {
  const list = items.map(([item, quantity]) => ({ ...item, quantity }));
  return { items: list, total: list.reduce((s, i) => s + i.price * i.quantity, 0), isOpen: false };
};

describe('spec 9: the catalogue', () => {
  it.each([
    ['burnout-autoimmunity-ebook', 1900],
    ['burnout-recovery-workbook', 4700],
  ])('%s costs %i cents', (slug, cents) => {
    expect(productBySlug(slug)?.priceCents).toBe(cents);
  });
  it('stores the cart under refill-shop-cart', () => expect(CART_STORAGE_KEY).toBe('refill-shop-cart'));
  it('has at least four products, each with what is inside', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(4);
    for (const p of PRODUCTS) expect(p.inside.length).toBeGreaterThan(0);
  });
});

describe('spec 4: cart transitions', () => {
  const cases: [string, CartState, CartAction, CartState][] = [
    ['add a new item: quantity 1', EMPTY_CART, { type: 'add', item: ebook }, cart([ebook, 1])],
    ['add an item already there: quantity + 1', cart([ebook, 1]), { type: 'add', item: ebook }, cart([ebook, 2])],
    ['add a second item', cart([ebook, 1]), { type: 'add', item: workbook }, cart([ebook, 1], [workbook, 1])],
    ['add stops at the most copies allowed', cart([ebook, MAX_QUANTITY]), { type: 'add', item: ebook }, cart([ebook, MAX_QUANTITY])],
    ['remove drops the item', cart([ebook, 2], [workbook, 1]), { type: 'remove', id: ebook.id }, cart([workbook, 1])],
    ['quantity 0 removes', cart([ebook, 2], [workbook, 1]), { type: 'setQuantity', id: ebook.id, quantity: 0 }, cart([workbook, 1])],
    ['negative quantity removes', cart([ebook, 2]), { type: 'setQuantity', id: ebook.id, quantity: -3 }, cart()],
    ['quantity 3 sets it', cart([ebook, 1]), { type: 'setQuantity', id: ebook.id, quantity: 3 }, cart([ebook, 3])],
    ['clear empties and sets the total to 0', cart([ebook, 2], [workbook, 1]), { type: 'clear' }, cart()],
    ['toggle opens', cart([ebook, 1]), { type: 'toggle' }, { ...cart([ebook, 1]), isOpen: true }],
    ['toggle closes', { ...cart([ebook, 1]), isOpen: true }, { type: 'toggle' }, cart([ebook, 1])],
  ];
  it.each(cases)('%s', (_name, before, action, after) => {
    expect(cartReducer(before, action)).toEqual(after);
  });
  it('the total is the sum of price times quantity', () => {
    const state = [ebook, workbook, ebook].reduce<CartState>((s, item) => cartReducer(s, { type: 'add', item }), EMPTY_CART);
    expect(state.total).toBe(1900 * 2 + 4700);
  });
});

describe('reading the stored cart', () => {
  it.each([
    ['nothing stored', null, EMPTY_CART],
    ['not JSON', '{oops', EMPTY_CART],
    [
      'a stored total is recomputed, the drawer starts closed',
      JSON.stringify({ items: [{ ...ebook, quantity: 2 }], total: 1, isOpen: true }),
      cart([ebook, 2]),
    ],
    [
      'malformed items are dropped',
      JSON.stringify({
        items: [
          { id: 'x', price: 'free', quantity: 1 },
          { ...workbook, quantity: 1 },
        ],
      }),
      cart([workbook, 1]),
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseStoredCart(raw)).toEqual(expected);
  });
});
