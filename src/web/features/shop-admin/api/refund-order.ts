import { type RefundInput, RefundResult } from '#shared/contracts/shop';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { ADMIN_ORDERS_KEY } from './search-orders';

function refundOrder({ orderNumber, refund }: { orderNumber: string; refund: RefundInput }) {
  return sendJson('POST', itemPath('/api/admin/orders', orderNumber, '/refunds'), refund, RefundResult);
}

/** POST /api/admin/orders/:orderNumber/refunds (admin): refund an order directly, once per idempotency key. */
export function useRefundOrder() {
  return useRefreshingMutation(refundOrder, ADMIN_ORDERS_KEY, 'settled');
}
