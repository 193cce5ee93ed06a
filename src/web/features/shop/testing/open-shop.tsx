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

/** Opens the shop's pages at `path` (they choose what to show by the path, as in the app). */
export const openShop = (path: string) => renderPage(<ShopPages />, { path, route: SHOP_ROUTES });
