import { useQuery } from '@tanstack/react-query';
import { AdminProductList } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const SHOP_PRODUCTS_KEY = ['admin', 'shop', 'products'] as const;

/** GET /api/admin/shop/products (admin): each product's price, availability and recent changes. */
export function useShopProducts() {
  return useQuery({
    queryKey: SHOP_PRODUCTS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/shop/products', { parse: zodParser(AdminProductList), signal }),
    staleTime: 0,
  });
}
