import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { grantsAccess, nextOrderStatus, refundEvent, type OrderStatus } from '#shared/shop/order-state';
import type { AppDb } from '#server/platform/db/client';
import { entitlements, orderItems, orders, refunds } from './schema';

/**
 * Brings an order in line with its succeeded refunds: the refunded amount is recomputed from the
 * refund rows (so a refund reported twice, by our call and by Stripe's charge.refunded, counts
 * once), the status moves to partially_refunded or refunded, and a full refund revokes the
 * downloads. Returns the order's status afterwards.
 */
export async function settleRefunds(tx: AppDb, orderId: string): Promise<{ status: OrderStatus; revoked: boolean }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [{ refunded }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  const amount = Math.min(Number(refunded), order.totalCents);
  let status = order.status as OrderStatus;
  if (amount > 0 && amount !== order.refundedCents) {
    status = nextOrderStatus(status, refundEvent(order.totalCents, amount)) ?? status;
    await tx.update(orders).set({ refundedCents: amount, status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  }
  let revoked = false;
  if (!grantsAccess(status)) {
    const items = tx
      .select({ id: sql`${orderItems.id}::text` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const rows = await tx
      .update(entitlements)
      .set({ revokedAt: new Date() })
      .where(and(eq(entitlements.sourceType, 'order_item'), inArray(entitlements.sourceId, items), isNull(entitlements.revokedAt)))
      .returning({ id: entitlements.id });
    revoked = rows.length > 0;
  }
  return { status, revoked };
}
