import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProduct, type ProductChangeInput } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SHOP_PRODUCTS_KEY } from './list-shop-products';

export function changeShopProduct(productId: string, change: ProductChangeInput) {
  return apiRequest(`/api/admin/shop/products/${encodeURIComponent(productId)}`, {
    method: 'PATCH',
    body: change,
    parse: zodParser(AdminProduct),
  });
}

/** PATCH /api/admin/shop/products/:productId (admin): a new price (whole cents) or availability. */
export function useChangeShopProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, change }: { productId: string; change: ProductChangeInput }) => changeShopProduct(productId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_PRODUCTS_KEY }),
  });
}
