import { RefundRequestList, type RefundRequestFilter } from '#shared/contracts/shop-admin';
import { useFreshPages } from '#web/lib/paged-query';

export const REFUND_REQUESTS_KEY = ['admin', 'refund-requests'] as const;

/** GET /api/admin/refund-requests?status= (admin): open requests first, then newest first, a page at a time. */
export function useRefundRequests(status: RefundRequestFilter) {
  return useFreshPages([...REFUND_REQUESTS_KEY, status], '/api/admin/refund-requests', new URLSearchParams({ status }), RefundRequestList);
}
