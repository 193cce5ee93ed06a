import { AdminProduct, type ProductChangeInput } from '#shared/contracts/shop-catalogue-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { SHOP_PRODUCTS_KEY } from './list-shop-products';

export function changeShopProduct({ productId, change }: { productId: string; change: ProductChangeInput }) {
  return sendJson('PATCH', itemPath('/api/admin/shop/products', productId), change, AdminProduct);
}

/** PATCH /api/admin/shop/products/:productId (admin): a new price (whole cents) or availability. */
export function useChangeShopProduct() {
  return useRefreshingMutation(changeShopProduct, SHOP_PRODUCTS_KEY);
}
