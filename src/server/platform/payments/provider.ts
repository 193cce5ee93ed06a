/**
 * One interface for taking money (ARCHITECTURE.md §1, PAYMENTS.md §5): Stripe when its keys are set,
 * otherwise the built-in test provider. Both speak Stripe's event shapes, so the webhook pipeline,
 * fulfilment and entitlements run the same code whichever is chosen.
 */
import type { SubscriptionProvider } from './subscriptions';

export type ProviderName = 'stripe' | 'test';

export interface CheckoutLineRequest {
  title: string;
  unitPriceCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  publicNumber: string;
  email: string;
  lines: CheckoutLineRequest[];
  /** The discount the server decided on, in cents (one per order). */
  discountCents: number;
  totalCents: number;
  currency: string;
  /** Where the provider sends the buyer back; {CHECKOUT_SESSION_ID} is filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
  /** One-time purchases; memberships go through `subscriptions` (subscriptions.ts). */
  mode: 'payment';
}

export interface CheckoutSession {
  sessionId: string;
  /** Where to send the buyer to pay. */
  url: string;
}

/** A checkout session as the provider reports it (fulfilment on the success page reads it). */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentId: string | null;
  amountTotalCents: number;
  taxCents: number | null;
  livemode: boolean;
}

export interface ProviderRefund {
  providerRefundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** The part of a Stripe event the pipeline reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  livemode: boolean;
  data: { object: Record<string, unknown> };
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly livemode: boolean;
  /** Whether tax is calculated by the provider (Stripe automatic tax); the test provider records 0. */
  readonly calculatesTax: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it now; null when the provider keeps no separate state (test). */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Refunds part or all of a payment; the same key never refunds twice. */
  refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Checks the signature of a delivery and parses it; throws WebhookSignatureError when it does not verify. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
  /** Memberships at the provider (Stripe); absent for the test provider, whose subscriptions the app runs itself. */
  readonly subscriptions?: SubscriptionProvider;
}

export class WebhookSignatureError extends Error {}

/** Stripe's signature tolerance: a delivery signed more than five minutes ago is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
