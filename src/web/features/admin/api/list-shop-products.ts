import { AdminProductList } from '#shared/contracts/shop-catalogue-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

export const SHOP_PRODUCTS_KEY = ['admin', 'shop', 'products'] as const;

/** GET /api/admin/shop/products (admin): each product's price, availability and recent changes. */
export function useShopProducts() {
  return useFreshQuery(SHOP_PRODUCTS_KEY, '/api/admin/shop/products', AdminProductList);
}
