import { ReceiptResent } from '#shared/contracts/shop-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { ADMIN_ORDERS_KEY } from './search-orders';

function resendReceipt(orderNumber: string) {
  return sendJson('POST', itemPath('/api/admin/orders', orderNumber, '/receipt'), {}, ReceiptResent);
}

/** POST /api/admin/orders/:orderNumber/receipt (super_admin): email the receipt again, with fresh download links. */
export function useResendReceipt() {
  return useRefreshingMutation(resendReceipt, ADMIN_ORDERS_KEY, 'settled');
}
