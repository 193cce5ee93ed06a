import { ProductSalesList } from '#shared/contracts/shop-catalogue-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/shop/product-sales (admin): units, revenue and refunds per product, test and live apart. */
export function useProductSales() {
  return useFreshQuery(['admin', 'shop', 'product-sales'], '/api/admin/shop/product-sales', ProductSalesList);
}
