import { useQuery } from '@tanstack/react-query';
import { OrderDetail } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ADMIN_ORDERS_KEY } from './search-orders';

/** GET /api/admin/orders/:orderNumber (super_admin): one order and its timeline. */
export function useOrderDetail(orderNumber: string) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', orderNumber],
    queryFn: ({ signal }) => apiRequest(`/api/admin/orders/${encodeURIComponent(orderNumber)}`, { parse: zodParser(OrderDetail), signal }),
    staleTime: 0,
  });
}
