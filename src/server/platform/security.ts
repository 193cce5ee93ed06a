import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import type { Env } from './env';

/** Security headers, a global rate limit and the same-origin check for cookie mutations (ARCHITECTURE.md §6). */
export async function registerSecurity(app: FastifyInstance, env: Env, inlineScripts: string[] = []) {
  await app.register(helmet, {
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
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: env.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The API is limited; the built app's files and pages are not (one page load fetches many chunks).
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`, {
        retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
  // CSRF: a mutation must come from our own origin (Fetch Metadata or Origin), and carry JSON.
  const own = new URL(env.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site requests are not allowed.');
    if (origin && origin !== own && !isSameHost(origin, request.headers.host)) {
      throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
  });
}

function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}
