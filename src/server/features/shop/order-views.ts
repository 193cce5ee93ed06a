import type { OrderLines, OrderSummary } from '#shared/contracts/shop';
import type { OrderStatus } from '#shared/shop/order-state';
import type { orderItems, orders } from './schema';

// An order as the buyer's page and the back office both show it.

type OrderRow = typeof orders.$inferSelect;

export function orderSummary(order: OrderRow): OrderSummary {
  return {
    orderNumber: order.publicNumber,
    email: order.email,
    status: order.status as OrderStatus,
    livemode: order.livemode,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** An order's lines and money before the total, as the buyer and staff both see them. */
export function orderLines(order: OrderRow, items: (typeof orderItems.$inferSelect)[]): OrderLines {
  return {
    items: items.map((i) => ({
      productId: i.productId,
      title: i.titleSnapshot,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
      discountCents: i.discountCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    taxCalculated: order.taxCalculated,
  };
}
