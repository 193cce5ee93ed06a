import type { OrderStatus } from '#shared/shop/order-state';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  failed: 'Failed',
};
