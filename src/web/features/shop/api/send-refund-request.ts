import { RefundRequestReceived } from '#shared/contracts/shop-refund-requests';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/shop/refund-requests (public): stores the request; the same answer whatever the order. */
export function sendRefundRequest(input: { orderNumber: string; email: string; reason: string }) {
  return apiRequest('/api/shop/refund-requests', { method: 'POST', body: input, parse: zodParser(RefundRequestReceived) });
}
