import { and, eq, inArray, sql } from 'drizzle-orm';
import { productById } from '#shared/shop/catalogue';
import type { AppDb } from '#server/platform/db/client';
import { discountCodes, discountRedemptions, entitlements, orderItems, orders, payments } from './schema';

export interface PaymentFacts {
  /** The provider's payment id (a PaymentIntent, test_pi_…, or free_… for $0 orders). */
  paymentId: string;
  amountCents: number;
  taxCents: number | null;
  livemode: boolean;
}

/**
 * Marks an order paid and grants what it bought: one idempotent step, called from the webhook, the
 * success page and a $0 checkout alike (Stripe's "Fulfill orders" guide). The status change is
 * conditional, so of two callers at once exactly one fulfils; a repeat returns false and does nothing.
 */
export async function fulfilOrder(
  db: AppDb,
  sessionId: string,
  facts: PaymentFacts,
): Promise<{ orderId: string; fulfilled: boolean; paymentRecorded?: boolean } | null> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as AppDb;
    const [order] = await tx.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    if (!order) return null;
    const [moved] = await tx
      .update(orders)
      // Tax the provider added (Stripe Tax) is part of what was paid, and of what a full refund returns.
      .set({
        status: 'paid',
        paidAt: new Date(),
        updatedAt: new Date(),
        ...(facts.taxCents !== null
          ? { taxCents: facts.taxCents, totalCents: order.subtotalCents - order.discountCents + facts.taxCents }
          : {}),
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed'])))
      .returning({ id: orders.id });
    if (!moved) return { orderId: order.id, fulfilled: false };
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: order.provider,
        providerPaymentId: facts.paymentId,
        amountCents: facts.amountCents,
        currency: order.currency,
        status: 'succeeded',
        livemode: facts.livemode,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const grants = items.flatMap((item) =>
      (productById(item.productId)?.files ?? []).map((fileKey) => ({
        userId: order.userId,
        email: order.email ?? '',
        kind: 'download',
        productId: fileKey,
        sourceType: 'order_item',
        sourceId: item.id,
      })),
    );
    if (grants.length > 0) await tx.insert(entitlements).values(grants).onConflictDoNothing();
    if (order.discountCodeId) {
      // A redemption counts only once the order is paid (issue 18), once per order.
      const [redeemed] = await tx
        .insert(discountRedemptions)
        .values({ codeId: order.discountCodeId, orderId: order.id })
        .onConflictDoNothing()
        .returning();
      if (redeemed)
        await tx
          .update(discountCodes)
          .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
          .where(eq(discountCodes.id, order.discountCodeId));
    }
    return { orderId: order.id, fulfilled: true, paymentRecorded: Boolean(payment) };
  });
}

/** Moves a pending order to failed or expired; false when it had already moved on. */
export async function closeOrder(db: AppDb, sessionId: string, status: 'failed' | 'expired'): Promise<boolean> {
  const from = status === 'failed' ? ['pending'] : ['pending', 'failed'];
  const rows = await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.providerSessionId, sessionId), inArray(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
