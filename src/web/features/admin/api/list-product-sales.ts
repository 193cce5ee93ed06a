import { useQuery } from '@tanstack/react-query';
import { ProductSalesList } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/admin/shop/product-sales (admin): units, revenue and refunds per product, test and live apart. */
export function useProductSales() {
  return useQuery({
    queryKey: ['admin', 'shop', 'product-sales'],
    queryFn: ({ signal }) => apiRequest('/api/admin/shop/product-sales', { parse: zodParser(ProductSalesList), signal }),
    staleTime: 0,
  });
}
