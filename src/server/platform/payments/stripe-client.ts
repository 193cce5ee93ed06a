import type Stripe from 'stripe';

/** The Stripe API version this code was written against (PAYMENTS.md): pinned, never the account default. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeConnection {
  /** For tests: a local fake Stripe server (host, port, protocol), as the SDK's README describes. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * The Stripe SDK's client. The SDK is imported here, when a client is first made, not when the
 * server starts: it holds about 6 MB of heap, and most servers (the test provider's) use it only
 * when a payment event is signed or checked (decision 164).
 */
export async function stripeClient(secretKey: string, connection: StripeConnection = {}): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: connection.host ? 0 : 2, ...connection });
}

/** The client made on first call and kept: a provider holds this, not the client, so the SDK loads only when used. */
export function stripeOnFirstUse(secretKey: string, connection?: StripeConnection): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => (client ??= stripeClient(secretKey, connection));
}

/** Host, port and protocol from a URL such as http://127.0.0.1:12111; a URL without a port uses its scheme's. */
export function stripeConnection(apiUrl: string): StripeConnection {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Where the buyer goes to pay: a Checkout Session Stripe just created, which always has a url. */
export function checkoutStarted(session: Stripe.Checkout.Session): { sessionId: string; url: string } {
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL.');
  return { sessionId: session.id, url: session.url };
}
