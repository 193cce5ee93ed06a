import type Stripe from 'stripe';
import { type ProviderEvent, WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './provider';

/** Stripe's signature check (HMAC-SHA256 over timestamp and raw body, 300 s tolerance), for both providers. */
export async function verifyStripeSignature(
  stripe: () => Promise<Stripe>,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Promise<ProviderEvent> {
  if (!signature) throw new WebhookSignatureError('The delivery has no Stripe-Signature header.');
  const client = await stripe();
  try {
    return client.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
  }
}
