import { RefundRequestList, type RefundRequestFilter } from '#shared/contracts/shop-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

export const REFUND_REQUESTS_KEY = ['admin', 'refund-requests'] as const;

/** GET /api/admin/refund-requests?status= (admin): open requests first, then newest first. */
export function useRefundRequests(status: RefundRequestFilter) {
  return useFreshQuery([...REFUND_REQUESTS_KEY, status], `/api/admin/refund-requests?status=${status}`, RefundRequestList);
}
