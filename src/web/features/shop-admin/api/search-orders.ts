import { useQuery } from '@tanstack/react-query';
import { OrderSearchResult } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

/** GET /api/admin/orders?q= (super_admin): orders by part of an email or an order number. */
export function useOrderSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'search', q],
    queryFn: ({ signal }) => apiRequest(`/api/admin/orders?q=${encodeURIComponent(q)}`, { parse: zodParser(OrderSearchResult), signal }),
    enabled: q.length >= 3,
    staleTime: 0,
  });
}
