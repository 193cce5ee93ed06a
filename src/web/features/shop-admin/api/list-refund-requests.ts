import { useQuery } from '@tanstack/react-query';
import { RefundRequestList, type RefundRequestFilter } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const REFUND_REQUESTS_KEY = ['admin', 'refund-requests'] as const;

/** GET /api/admin/refund-requests?status= (admin): open requests first, then newest first. */
export function useRefundRequests(status: RefundRequestFilter) {
  return useQuery({
    queryKey: [...REFUND_REQUESTS_KEY, status],
    queryFn: ({ signal }) => apiRequest(`/api/admin/refund-requests?status=${status}`, { parse: zodParser(RefundRequestList), signal }),
    staleTime: 0,
  });
}
