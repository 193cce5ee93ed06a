import { type RefundInput, RefundResult } from '#shared/contracts/shop';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { ADMIN_ORDERS_KEY } from './search-orders';

/** POST /api/admin/orders/:orderNumber/refunds (admin): refund an order directly, once per idempotency key. */
export function useRefundOrder() {
  return useRefreshingMutation(
    ({ orderNumber, refund }: { orderNumber: string; refund: RefundInput }) =>
      sendJson('POST', itemPath('/api/admin/orders', orderNumber, '/refunds'), refund, RefundResult),
    ADMIN_ORDERS_KEY,
    'settled',
  );
}
