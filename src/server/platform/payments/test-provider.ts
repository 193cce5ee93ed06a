import { createHash, randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderEvent } from './provider';
import { stripeOnFirstUse } from './stripe-client';
import { verifyStripeSignature } from './verify';

/** The page of the built-in test checkout, where the buyer picks what happens (no money moves). */
export const TEST_CHECKOUT_PATH = '/refill-shop/checkout';

export type TestOutcome = 'pay' | 'decline' | 'later' | 'complete_later';

/**
 * The offline default (PAYMENTS.md §5): a real provider that moves no money. Checkout goes to a
 * local page; the buyer's choice becomes a Stripe-shaped event, signed with a local secret and
 * delivered through the same webhook handler as Stripe's. Refunds succeed at once and are keyed
 * by their idempotency key, so the same key gives the same refund. Ids start test_ and rows are
 * stored with livemode false.
 */
export function createTestProvider(options: { webhookSecret: string; publicUrl: string }): PaymentProvider & {
  /** The signed delivery for a choice on the test checkout page: exactly what Stripe would post. */
  signedEvent(event: ProviderEvent): Promise<{ payload: string; signature: string }>;
  /** The Stripe-shaped event for the buyer's choice on the test checkout page. */
  eventFor(outcome: TestOutcome, session: { sessionId: string; orderId: string; totalCents: number; currency: string }): ProviderEvent;
} {
  // The SDK is used only for its signature helpers here: no key reaches Stripe, no request is made.
  const stripe = stripeOnFirstUse('sk_test_offline_signature_helpers');
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  return {
    name: 'test',
    livemode: false,
    calculatesTax: false,
    async createCheckout() {
      const sessionId = id('test_cs');
      return { sessionId, url: `${options.publicUrl}${TEST_CHECKOUT_PATH}?session_id=${sessionId}` };
    },
    async retrieveSession() {
      return null;
    },
    async refund(_providerPaymentId, _amountCents, idempotencyKey) {
      const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
      return { providerRefundId: `test_re_${digest}`, status: 'succeeded' };
    },
    verifyEvent(rawBody, signature) {
      return verifyStripeSignature(stripe, rawBody, signature, options.webhookSecret);
    },
    async signedEvent(event) {
      const payload = JSON.stringify(event);
      const { webhooks } = await stripe();
      return { payload, signature: webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
    },
    eventFor(outcome, session) {
      const paid = outcome !== 'decline' && outcome !== 'later';
      const type =
        outcome === 'pay'
          ? 'checkout.session.completed'
          : outcome === 'later'
            ? 'checkout.session.completed'
            : outcome === 'complete_later'
              ? 'checkout.session.async_payment_succeeded'
              : 'checkout.session.async_payment_failed';
      return {
        id: id('test_evt'),
        type,
        livemode: false,
        data: {
          object: {
            object: 'checkout.session',
            id: session.sessionId,
            client_reference_id: session.orderId,
            status: 'complete',
            payment_status: paid ? 'paid' : 'unpaid',
            payment_intent: outcome === 'decline' ? null : `test_pi_${session.sessionId.slice(8)}`,
            amount_total: session.totalCents,
            currency: session.currency,
            total_details: { amount_tax: 0 },
            livemode: false,
          },
        },
      };
    },
  };
}
