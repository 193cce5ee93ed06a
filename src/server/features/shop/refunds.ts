import { formatCents } from '#shared/money';
import { and, desc, eq } from 'drizzle-orm';
import { refundProblem } from '#shared/shop/order-state';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import type { PaymentProvider } from '#server/platform/payments/provider';
import { writeAudit } from '../admin/audit';
import { settleRefunds } from './refund-ledger';
import { orders, payments, refunds } from './schema';

export interface RefundInput {
  orderNumber: string;
  amountCents: number;
  reason: string;
  /** The same key never refunds twice (a double click, a retried request). */
  idempotencyKey: string;
  staffUserId: string | null;
}

/**
 * A refund decided by staff: recorded first (pending, with its idempotency key), sent to the
 * provider with that key, then settled on the order (a full refund revokes the downloads), the buyer
 * emailed and the action audited (the audit log names the staff member). Stripe's own charge.refunded for it later changes nothing.
 */
export function createRefunds(deps: { db: AppDb; provider: PaymentProvider; mailer: Mailer }) {
  const { db, provider, mailer } = deps;

  return {
    async refund(input: RefundInput) {
      const key = `refund:${input.idempotencyKey}`;
      const [existing] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
      if (existing?.status === 'succeeded') return { refundId: existing.id, repeated: true };
      const [order] = await db.select().from(orders).where(eq(orders.publicNumber, input.orderNumber));
      if (!order) throw new HttpError(404, 'There is no order with that number.');
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!payment) throw new HttpError(409, 'This order has no payment to refund.');
      const pendingRow = existing;
      if (!pendingRow) {
        const problem = refundProblem(input.amountCents, order.totalCents, order.refundedCents);
        if (problem) throw new HttpError(422, problem, { errors: [{ field: 'amountCents', message: problem }] });
      }
      const row =
        pendingRow ??
        (
          await db
            .insert(refunds)
            .values({
              orderId: order.id,
              paymentId: payment.id,
              amountCents: input.amountCents,
              reason: input.reason,
              status: 'pending',
              idempotencyKey: key,
            })
            .returning()
        )[0];
      let result;
      try {
        result = await provider.refund(payment.providerPaymentId, row.amountCents, key);
      } catch (error) {
        throw new HttpError(502, 'The payment provider did not accept the refund. Nothing changed; please try again.', {
          cause: String(error),
        });
      }
      const settled = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as AppDb;
        await tx.update(refunds).set({ status: result.status, providerRefundId: result.providerRefundId }).where(eq(refunds.id, row.id));
        return settleRefunds(tx, order.id);
      });
      await writeAudit(db, {
        actorUserId: input.staffUserId,
        action: 'order.refund',
        targetUserId: order.userId,
        reason: input.reason || null,
        details: { orderNumber: order.publicNumber, amountCents: row.amountCents, status: settled.status, livemode: order.livemode },
      });
      if (order.email && result.status === 'succeeded') {
        await mailer.send({
          type: 'refund_issued',
          to: order.email,
          userId: order.userId,
          vars: {
            lines: [
              `Order ${order.publicNumber}`,
              `Refunded: ${formatCents(row.amountCents)}`,
              ...(settled.revoked ? ['As this was a full refund, the downloads of this order have been switched off.'] : []),
              ...(order.livemode ? [] : ['TEST MODE: no money moved.']),
            ],
            note: input.reason || null,
          },
        });
      }
      return { refundId: row.id, repeated: false, status: settled.status };
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
