import { useEffect } from 'react';
import { type CartAction, type CartState, cartTotal } from '#shared/shop/cart';
import { type Product } from '#shared/shop/catalogue';
import { type Offer, priceBook } from '#shared/shop/offers';
import { useCatalogueOffers } from '../api/get-catalogue-offers';

/**
 * Today's price and availability of each product: the server's once loaded (staff may change them
 * in /admin/refill-shop), the authored catalogue's until then or if it cannot be reached. The
 * cart's prices follow, so its total matches what checkout will charge.
 */
export function useOffers(cart: CartState, dispatch: (action: CartAction) => void): (product: Product) => Offer {
  const { data } = useCatalogueOffers();
  const book = priceBook(data?.products.map((p) => ({ productId: p.id, priceCents: p.priceCents, available: p.available })) ?? []);
  const stale = data
    ? cart.items.some((i) => book.has(i.id as Product['id']) && book.get(i.id as Product['id'])!.priceCents !== i.price)
    : false;
  useEffect(() => {
    if (!stale) return;
    const items = cart.items.map((i) => ({ ...i, price: book.get(i.id as Product['id'])?.priceCents ?? i.price }));
    dispatch({ type: 'load', state: { ...cart, items, total: cartTotal(items) } });
  });
  return (product) => book.get(product.id)!;
}
