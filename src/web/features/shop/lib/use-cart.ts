import { useEffect, useReducer } from 'react';
import { type CartAction, type CartState, cartReducer, parseStoredCart } from '#shared/shop/cart';
import { CART_STORAGE_KEY } from '#shared/shop/catalogue';

function read(): CartState {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return parseStoredCart(null);
  }
}

/** Spec 4: the cart is loaded from refill-shop-cart on start and saved there on every change. */
export function useCart(): [CartState, (action: CartAction) => void] {
  const [state, dispatch] = useReducer(cartReducer, undefined, read);
  useEffect(() => {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage can be full or blocked; the cart still works for this visit.
    }
  }, [state]);
  return [state, dispatch];
}
