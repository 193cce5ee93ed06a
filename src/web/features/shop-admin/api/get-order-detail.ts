import { OrderDetail } from '#shared/contracts/shop-admin';
import { itemPath, useFreshQuery } from '#web/lib/api-hooks';
import { ADMIN_ORDERS_KEY } from './search-orders';

/** GET /api/admin/orders/:orderNumber (super_admin): one order and its timeline. */
export function useOrderDetail(orderNumber: string) {
  return useFreshQuery([...ADMIN_ORDERS_KEY, 'detail', orderNumber], itemPath('/api/admin/orders', orderNumber), OrderDetail);
}
