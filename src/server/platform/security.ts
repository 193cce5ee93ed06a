import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { Env } from './env';
import { routeAccess } from './access';
import { isApiPath, normalisePath } from './paths';

/** Security headers, a global rate limit and the same-origin check for cookie mutations (ARCHITECTURE.md §6). */
export async function registerSecurity(
  app: FastifyInstance,
  env: Env,
  inlineScripts: string[] = [],
  /** Told of each request a rate limit refuses (the security page's event log, decision 141). */
  onRateLimited?: (request: FastifyRequest) => void,
) {
  // Helmet's headers are fixed for the process: worked out once (decision 162 built the middleware
  // once; decision 165 runs it once), and given to each reply as one object, with the permissions
  // policy. On the reply, not the raw response, Node writes the head from that one object.
  const securityHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Inline scripts only by hash: the page's own theme script (platform/inline-assets.ts).
          scriptSrc: ["'self'", ...inlineScripts],
          // Style attributes set by UI libraries (toasts, drawers) need inline styles; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          // Sofia's realtime voice (when configured) connects the browser to the speech service itself.
          connectSrc: ["'self'", ...realtimeOrigins(env)],
          mediaSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // HSTS only means something over https: sent when the public address is https, never over plain http.
      hsts: isHttps(env) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // API routes are limited, by the route they matched; the built app's files and pages are not (one
    // page load fetches many chunks). An unmatched address counts when it names the API in any spelling.
    allowList: (request) => !(routeAccess(request) || (request.is404 && isApiPath(normalisePath(request.url)))),
    onExceeded: (request) => onRateLimited?.(request),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`, {
        retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
  // CSRF: a mutation of an API route must come from our own origin (Fetch Metadata or Origin), and carry JSON.
  const own = new URL(env.PUBLIC_URL).origin;
  // Synchronous hooks (decision 165): an async one costs every request a promise and a turn of the queue.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!routeAccess(request) || SAFE_METHODS.has(request.method)) return done();
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      (site && site !== 'same-origin' && site !== 'none') ||
      (origin && origin !== own && origin !== `${request.protocol}://${request.headers.host ?? ''}`);
    done(crossSite ? new HttpError(403, 'Cross-site requests are not allowed.') : undefined);
  });
  // API answers hold a person's data: never kept by a browser or proxy unless the route says otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (routeAccess(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The headers a helmet middleware sets (its options are fixed), with the permissions policy. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Hijacks the reply for a stream that writes its own head on the raw response: the headers set so
 * far (the security headers among them) go there first, as Fastify would have sent them.
 */
export function hijackKeepingHeaders(reply: FastifyReply) {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
}

/** Browser features the app never uses are switched off for every page and frame. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(self), payment=(), usb=()';

/** The realtime speech service's origin, when Sofia's realtime voice is configured. */
export function realtimeOrigins(env: Pick<Env, 'SOFIA_REALTIME_API_KEY' | 'SOFIA_REALTIME_BASE_URL'>): string[] {
  return env.SOFIA_REALTIME_API_KEY ? [new URL(env.SOFIA_REALTIME_BASE_URL).origin] : [];
}

export function isHttps(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return env.PUBLIC_URL.startsWith('https://');
}
