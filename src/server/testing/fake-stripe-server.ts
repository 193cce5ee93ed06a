import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '../platform/payments/stripe-client';
import { type FormValue, parseStripeForm } from './fake-stripe-form';

export type Obj = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  params: Record<string, FormValue>;
}

/** A refusal, answered in Stripe's error shape. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/**
 * The HTTP side of the fake Stripe: a node:http server that checks the secret key, logs every
 * request, honours the Idempotency-Key header as Stripe does (the same key and parameters give the
 * same answer, other parameters are refused), answers errors in Stripe's shape, and lets a test
 * fail, drop or hold the next request to a path. `route` answers each request with a Stripe object.
 */
export async function serveFakeStripe(secretKey: string, route: (method: string, path: string, params: Record<string, FormValue>) => Obj) {
  const remembered = new Map<string, { fingerprint: string; status: number; body: Obj }>();
  const requests: FakeStripeRequest[] = [];
  const faults: { path: string; kind: 'error' | 'drop' }[] = [];
  const holds: { path: string; meanwhile: () => Promise<unknown> }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
      const key = header('idempotency-key');
      const method = req.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method, path: url.pathname, idempotencyKey: key, stripeVersion: header('stripe-version'), params });
      const send = (status: number, body: Obj, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          'stripe-version': STRIPE_API_VERSION,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(body));
      };
      if (header('authorization') !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      const fault = faults.findIndex((f) => f.path === url.pathname);
      const kind = fault >= 0 ? faults.splice(fault, 1)[0].kind : null;
      if (kind === 'error')
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred (injected by the fake).' } });
      // The work is done (or replayed), but the answer never arrives (a lost response): the caller must retry.
      const answer = kind === 'drop' ? () => res.destroy() : send;
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      const earlier = key && method === 'POST' ? remembered.get(key) : undefined;
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (earlier) return answer(earlier.status, earlier.body, true);
      let status = 200;
      let body: Obj;
      try {
        body = route(method, url.pathname, params);
      } catch (error) {
        // A bug in the fake answers as Stripe's own failures do, rather than ending the test run.
        const known =
          error instanceof StripeApiError
            ? error
            : new StripeApiError(500, `The fake Stripe failed: ${String(error)}`, undefined, 'api_error');
        status = known.status;
        body = { error: { type: known.type, message: known.message, ...(known.code ? { code: known.code } : {}) } };
      }
      if (key && method === 'POST' && status < 500) remembered.set(key, { fingerprint, status, body });
      const hold = holds.findIndex((h) => h.path === url.pathname);
      if (hold < 0) return answer(status, body);
      // Stripe has done the work and sent its webhooks before its answer reaches the caller.
      void holds
        .splice(hold, 1)[0]
        .meanwhile()
        .finally(() => answer(status, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    /** The next request to this path fails with a 500 (nothing done), or does its work and then drops the connection. */
    failNext(path: string, kind: 'error' | 'drop') {
      faults.push({ path, kind });
    },
    /** The next request to this path is done, then `meanwhile` runs (a webhook overtaking the answer), then it is answered. */
    holdNext(path: string, meanwhile: () => Promise<unknown>) {
      holds.push({ path, meanwhile });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
