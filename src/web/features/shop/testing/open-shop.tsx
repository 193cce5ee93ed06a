import { CART_STORAGE_KEY } from '#shared/shop/catalogue';
import { renderPage } from '#web/testing/render-page';
import ShopPages from '../pages/shop-pages';

/** The addresses of the shop's one page module, as in the route table. */
const SHOP_ROUTES = [
  '/refill-shop',
  '/refill-shop/success',
  '/refill-shop/product-review/:id',
  '/refill-shop/:slug',
  '/refund-request',
  '/payment-success',
  '/my-purchases',
];

/** GET /api/shop/config with payments in test mode (the built-in checkout), to spread into a test's routes. */
export const TEST_MODE_CONFIG = { '/api/shop/config': { body: { mode: 'test', livemode: false } } };

/** Opens the shop's pages at `path` (they choose what to show by the path, as in the app). */
export const openShop = (path: string) => renderPage(<ShopPages />, { path, route: SHOP_ROUTES });

/** A cart kept from an earlier visit (closed, its total from its lines), as the shop stores it. */
export function storeCart(items: { id: string; title: string; price: number; quantity: number }[]) {
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items, total, isOpen: false }));
}
