import type Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './provider';
import { type StripeConnection, checkoutStarted, stripeOnFirstUse } from './stripe-client';
import { createStripeSubscriptions } from './subscriptions';
import { verifyStripeSignature } from './verify';

/**
 * Stripe Checkout (PAYMENTS.md §1): one Checkout Session per order, priced with the order's own
 * line amounts (never Stripe's catalogue), the order id as client_reference_id, automatic tax when
 * the account has Stripe Tax (STRIPE_AUTOMATIC_TAX: Stripe refuses the session otherwise), and
 * refunds keyed by our idempotency key.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  automaticTax?: boolean;
  connection?: StripeConnection;
}): PaymentProvider {
  const automaticTax = options.automaticTax ?? false;
  const stripe = stripeOnFirstUse(options.secretKey, options.connection);
  const livemode = options.secretKey.startsWith('sk_live_');

  function sessionOf(s: Stripe.Checkout.Session): ProviderSession {
    const intent = s.payment_intent;
    return {
      id: s.id,
      status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
      paymentStatus: s.payment_status === 'paid' ? 'paid' : s.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amountTotalCents: s.amount_total ?? 0,
      taxCents: s.total_details?.amount_tax ?? null,
      livemode: s.livemode,
    };
  }

  return {
    name: 'stripe',
    livemode,
    calculatesTax: automaticTax,
    async createCheckout(request: CheckoutRequest) {
      // Stripe takes one discount per session; the server already chose it, so the lines carry the
      // discounted amounts and the session shows the order exactly as it was priced here.
      const session = await (
        await stripe()
      ).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.orderId,
        customer_email: request.email,
        metadata: { orderId: request.orderId, orderNumber: request.publicNumber },
        payment_intent_data: { metadata: { orderId: request.orderId } },
        ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: request.currency, unit_amount: line.unitPriceCents, product_data: { name: line.title } },
        })),
      });
      return checkoutStarted(session);
    },
    async retrieveSession(sessionId) {
      return sessionOf(await (await stripe()).checkout.sessions.retrieve(sessionId));
    },
    async refund(providerPaymentId, amountCents, idempotencyKey) {
      const refund = await (await stripe()).refunds.create({ payment_intent: providerPaymentId, amount: amountCents }, { idempotencyKey });
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { providerRefundId: refund.id, status };
    },
    verifyEvent(rawBody, signature) {
      return verifyStripeSignature(stripe, rawBody, signature, options.webhookSecret);
    },
    subscriptions: createStripeSubscriptions(stripe),
  };
}
