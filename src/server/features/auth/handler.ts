import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, PROBLEM_CONTENT_TYPE, problem } from '#server/platform/errors';
import type { SecurityEventLog } from '#server/features/admin/security-events';
import type { SignInThrottle } from './sign-in-throttle';
import { type Auth, CLIENT_IP_HEADER } from './auth';

/**
 * The better-auth endpoints the browser may call directly. Everything else under /api/auth
 * (sign-up, user updates, the admin plugin…) goes through our own routes, which validate with
 * the spec's rules and write the audit log.
 */
const EXPOSED = new Set([
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /send-verification-email',
  'GET /verify-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /sign-in/magic-link',
  'GET /magic-link/verify',
]);

/** Turns Fastify's request into the Fetch request better-auth takes, with our client IP. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies a Fetch response onto the reply; error bodies become problem+json with the original code. */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  // better-auth answers a bad magic link with a redirect to ?error=CODE; the page wants a problem.
  const redirectError =
    response.status === 302 ? new URL(response.headers.get('location') ?? '/', 'http://x').searchParams.get('error') : null;
  if (redirectError) {
    return reply
      .code(401)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(401, 'This link is not valid any more.', { code: redirectError }));
  }
  reply.code(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const location = response.headers.get('location');
  if (location) reply.header('location', location);
  const text = await response.text();
  if (response.status >= 400) {
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const retryAfter = Number(response.headers.get('x-retry-after') ?? NaN);
    if (Number.isFinite(retryAfter)) reply.header('retry-after', String(retryAfter));
    return reply.type(PROBLEM_CONTENT_TYPE).send(
      problem(response.status, body.message || undefined, {
        ...(body.code ? { code: body.code } : {}),
        ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
      }),
    );
  }
  reply.header('content-type', response.headers.get('content-type') ?? 'application/json; charset=utf-8');
  return reply.send(text || null);
}

/**
 * Requests whose answer must not tell whether an account exists answer no sooner than this: the
 * work for an existing address (a token, an email queued) stays hidden inside it.
 */
export const CONSTANT_TIME_MS = 250;
const CONSTANT_TIME = new Set(['POST /request-password-reset', 'POST /sign-in/magic-link']);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function authHandlerRoutes(
  app: FastifyInstance,
  { auth, throttle, securityEvents }: { auth: Auth; throttle: SignInThrottle; securityEvents: SecurityEventLog },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public', openWhileGated: true },
    handler: async (request, reply) => {
      // The endpoint is what the router matched (the wildcard, already decoded), never the raw URL.
      const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
      if (!EXPOSED.has(`${request.method} ${path}`)) {
        return reply.code(404).type(PROBLEM_CONTENT_TYPE).send(problem(404, 'No such endpoint.'));
      }
      const started = performance.now();
      const email = path === '/sign-in/email' ? String((request.body as { email?: unknown } | undefined)?.email ?? '').trim() : '';
      if (email) {
        const wait = await throttle.waitSeconds(email);
        if (wait > 0) {
          throw new HttpError(
            429,
            `Too many attempts for this account. Please wait ${Math.ceil(wait / 60)} minutes, or sign in with a link.`,
            {
              code: 'ACCOUNT_THROTTLED',
              retryAfterSeconds: wait,
            },
          );
        }
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const fetchRequest = new Request(new URL(`/api/auth${path}${query}`, auth.options.baseURL as string), {
        method: request.method,
        headers: toFetchHeaders(request),
        body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
      });
      const response = await auth.handler(fetchRequest);
      if (email && response.status === 401) {
        await throttle.failed(email);
        await securityEvents.signInFailed(email, request.ip);
      } else if (response.status === 429) await securityEvents.rateLimited(request);
      else if (email && response.ok) await throttle.succeeded(email);
      if (CONSTANT_TIME.has(`${request.method} ${path}`)) await delay(CONSTANT_TIME_MS - (performance.now() - started));
      return sendFetchResponse(reply, response);
    },
  });
}
