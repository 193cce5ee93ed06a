import Stripe from 'stripe';

/** The Stripe API version this code was written against (PAYMENTS.md): pinned, never the account default. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeConnection {
  /** For tests: a local fake Stripe server (host, port, protocol), as the SDK's README describes. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClient(secretKey: string, connection: StripeConnection = {}): Stripe {
  return new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: connection.host ? 0 : 2, ...connection });
}

/** Host, port and protocol from a URL such as http://127.0.0.1:12111; a URL without a port uses its scheme's. */
export function stripeConnection(apiUrl: string): StripeConnection {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
