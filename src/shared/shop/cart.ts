import { MAX_QUANTITY } from './catalogue';

/** Spec 3: a cart item has an id, a price (cents) and a quantity, plus other item fields. */
export interface CartItem {
  id: string;
  title: string;
  /** Price in cents, for showing the total only: checkout sends ids and quantities, never prices. */
  price: number;
  quantity: number;
}

/** Spec 3: the cart state is its items, their total (sum of price times quantity) and an open flag. */
export interface CartState {
  items: CartItem[];
  total: number;
  isOpen: boolean;
}

export type CartAction =
  | { type: 'add'; item: Omit<CartItem, 'quantity'> }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'load'; state: CartState };

export const EMPTY_CART: CartState = { items: [], total: 0, isOpen: false };

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

function withItems(state: CartState, items: CartItem[]): CartState {
  return { ...state, items, total: cartTotal(items) };
}

/** Spec 4's cart transitions, as a pure reducer. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      // Adding an item already present raises its quantity by 1; otherwise it is added with quantity 1.
      const present = state.items.find((i) => i.id === action.item.id);
      if (present) {
        return withItems(
          state,
          state.items.map((i) => (i.id === action.item.id ? { ...i, quantity: Math.min(i.quantity + 1, MAX_QUANTITY) } : i)),
        );
      }
      return withItems(state, [...state.items, { ...action.item, quantity: 1 }]);
    }
    case 'remove':
      return withItems(
        state,
        state.items.filter((i) => i.id !== action.id),
      );
    case 'setQuantity': {
      // A quantity of 0 or less removes the item.
      if (!(action.quantity > 0)) return cartReducer(state, { type: 'remove', id: action.id });
      const quantity = Math.min(Math.floor(action.quantity), MAX_QUANTITY);
      return withItems(
        state,
        state.items.map((i) => (i.id === action.id ? { ...i, quantity } : i)),
      );
    }
    case 'clear':
      // Clear empties the cart and sets the total to 0.
      return { ...state, items: [], total: 0 };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'load':
      return action.state;
  }
}

/**
 * Reads a stored cart (spec 4: loaded on start). Anything malformed is dropped item by item, and the
 * total is recomputed rather than trusted; the drawer always starts closed.
 */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const value = JSON.parse(raw) as { items?: unknown };
    const items = (Array.isArray(value?.items) ? value.items : []).flatMap((i: unknown): CartItem[] => {
      const item = i as Partial<CartItem>;
      const ok =
        typeof item?.id === 'string' &&
        typeof item.title === 'string' &&
        Number.isInteger(item.price) &&
        (item.price as number) >= 0 &&
        Number.isInteger(item.quantity) &&
        (item.quantity as number) > 0;
      return ok ? [{ id: item.id!, title: item.title!, price: item.price!, quantity: Math.min(item.quantity!, MAX_QUANTITY) }] : [];
    });
    return { items, total: cartTotal(items), isOpen: false };
  } catch {
    return EMPTY_CART;
  }
}
