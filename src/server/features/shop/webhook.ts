import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import type { EventConsumer } from '#server/platform/payments/event-consumer';
import type { PaymentProvider, ProviderEvent } from '#server/platform/payments/provider';
import { closeOrder, fulfilOrder } from './fulfil';
import { settleRefunds } from './refund-ledger';
import { orders, payments, refunds, webhookEvents } from './schema';

export type DeliveryOutcome = 'processed' | 'duplicate';

const str = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The webhook pipeline, for Stripe's deliveries and the test provider's alike: verify the signature,
 * record the event id once (a replay changes nothing), apply it, all in one transaction. Paid orders
 * are handed to onPaid after the commit (the receipt email).
 */
export function createWebhookPipeline(deps: {
  db: AppDb;
  provider: PaymentProvider;
  onPaid: (orderId: string) => Promise<void>;
  /** Other features' events (memberships), through the same verification and dedupe. */
  consumers?: readonly EventConsumer[];
}) {
  const { db, provider } = deps;

  async function apply(tx: AppDb, event: ProviderEvent): Promise<string | null> {
    const o = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const paid = o.payment_status === 'paid' || o.payment_status === 'no_payment_required';
        // Completed but unpaid: a delayed payment method; the order waits for async_payment_*.
        if (!paid) return null;
        const sessionId = str(o.id);
        if (!sessionId) return null;
        const totals = o.total_details as { amount_tax?: unknown } | undefined;
        const result = await fulfilOrder(tx, sessionId, {
          paymentId: str(o.payment_intent) ?? `nopay_${sessionId}`,
          amountCents: num(o.amount_total),
          taxCents: typeof totals?.amount_tax === 'number' ? totals.amount_tax : null,
          livemode: event.livemode,
        });
        return result?.fulfilled ? result.orderId : null;
      }
      case 'checkout.session.async_payment_failed':
        if (str(o.id)) await closeOrder(tx, str(o.id)!, 'failed');
        return null;
      case 'checkout.session.expired':
        if (str(o.id)) await closeOrder(tx, str(o.id)!, 'expired');
        return null;
      case 'charge.refunded':
        await recordProviderRefund(tx, str(o.payment_intent), num(o.amount_refunded), str(o.id) ?? '');
        return null;
      case 'charge.dispute.created': {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerPaymentId, str(o.payment_intent) ?? ''));
        if (payment) await tx.update(orders).set({ disputed: true, updatedAt: new Date() }).where(eq(orders.id, payment.orderId));
        return null;
      }
      default:
        return null;
    }
  }

  /**
   * A refund made at the provider (Stripe's Dashboard): whatever its total exceeds our rows by is
   * recorded. Our own refunds still waiting for the provider's answer (pending) count as known:
   * Stripe's charge.refunded often arrives before that answer, and must not record them twice.
   */
  async function recordProviderRefund(tx: AppDb, paymentIntent: string | null, amountRefunded: number, chargeId: string) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentIntent ?? ''));
    if (!payment) return;
    const [{ known }] = await tx
      .select({ known: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ['succeeded', 'pending'])));
    const missing = amountRefunded - Number(known);
    if (missing > 0) {
      await tx
        .insert(refunds)
        .values({
          orderId: payment.orderId,
          paymentId: payment.id,
          amountCents: missing,
          reason: 'Refunded at the payment provider',
          status: 'succeeded',
          idempotencyKey: `provider:${chargeId}:${amountRefunded}`,
        })
        .onConflictDoNothing();
    }
    await settleRefunds(tx, payment.orderId);
  }

  /** Applies an event that has already been verified (the test checkout builds its own). */
  async function process(event: ProviderEvent): Promise<DeliveryOutcome> {
    const consumer = deps.consumers?.find((c) => c.handles(event.type));
    const prepared = consumer ? await consumer.prepare(event) : null;
    let after = null as (() => Promise<void>) | null;
    const paidOrderId = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as AppDb;
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ id: event.id, provider: provider.name, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return 'duplicate' as const;
      if (!consumer) return apply(tx, event);
      after = await consumer.apply(tx, event, prepared);
      return null;
    });
    if (paidOrderId === 'duplicate') return 'duplicate';
    if (paidOrderId) await deps.onPaid(paidOrderId);
    if (after) await after();
    return 'processed';
  }

  return {
    process,
    /** A delivery as it arrives: raw bytes and the signature header. Throws WebhookSignatureError. */
    async deliver(rawBody: Buffer, signature: string | undefined): Promise<DeliveryOutcome> {
      return process(await provider.verifyEvent(rawBody, signature));
    },
  };
}

export type WebhookPipeline = ReturnType<typeof createWebhookPipeline>;
