import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE, READ_ONLY_CODE, READ_ONLY_MESSAGE } from '#shared/access/impersonation';
import { routeAccess } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import { MEMBER_DATA_POLICIES, type PrivateWords } from '#server/platform/private-words';
import type { SupportAccess } from '../privacy/support-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Staff view as a member who has not given support access: private words are left out. */
    privateTextHidden?: boolean;
  }
}

/**
 * The only posts staff may make while viewing as a member: ending the view, signing out, and the
 * page-view beacon (which records nothing for staff, tracking/routes.ts).
 */
export const WRITES_ALLOWED = new Set(['POST /api/impersonation/end', 'POST /api/auth/sign-out', 'POST /api/tracking/page-views']);

/**
 * What the matched GET route declares of the member's private words (its `privateWords`, next to its
 * access policy). A member, premium or coach route that declares nothing is taken to be her words
 * and refused: deny by default, and the route walker test (`private-words.test.ts`) names it.
 */
export function privateWordsOf(request: FastifyRequest): PrivateWords {
  // Only reads carry words to staff: every other change is refused before it runs, or answers nothing private.
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'none';
  const config = request.routeOptions.config;
  if (config?.privateWords) return config.privateWords;
  return (MEMBER_DATA_POLICIES as readonly string[]).includes(config?.access ?? '') ? 'block' : 'none';
}

/**
 * METHOD and route pattern; for a catch-all route (better-auth's /api/auth/*), the pattern with the
 * matched (decoded) rest, never the raw URL (ARCHITECTURE.md §6: `/%61pi/…` matches `/api/…`).
 */
function routeKey(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? '';
  const path = pattern.endsWith('*') ? pattern.replace(/\*$/, (request.params as { '*'?: string })['*'] ?? '') : pattern;
  return `${request.method} ${path}`;
}

/**
 * Issue 16, impersonation keeps the privacy promise: every change is refused with a clear message
 * (the banner shows it), and the member's private words (journal, Sofia, safety plan, FlowPath,
 * reflections, notes, written answers) stay hidden unless she gave support access: what each route
 * holds of them is declared on the route (`privateWords`), never listed here by path.
 * Runs after the access hook has resolved the actor.
 */
export function registerImpersonationGuard(app: FastifyInstance, supportAccess: SupportAccess): void {
  // Synchronous for everyone not impersonated (decision 165): no promise a request.
  app.addHook('preHandler', (request, _reply, done) => {
    const actor = request.actor;
    // Decided by the matched route: every API route, whatever spelling of its path reached it.
    if (actor?.kind !== 'user' || !actor.impersonatedBy || !routeAccess(request)) return done();
    impersonatedRequest(request, actor).then(() => done(), done);
  });

  async function impersonatedRequest(request: FastifyRequest, actor: Parameters<SupportAccess['privateTextHidden']>[0]) {
    const key = routeKey(request);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !WRITES_ALLOWED.has(key)) {
      throw new HttpError(403, READ_ONLY_MESSAGE, { code: READ_ONLY_CODE });
    }
    const words = privateWordsOf(request);
    if (words === 'none') return;
    if (words === 'never') throw new HttpError(403, PRIVATE_TEXT_MESSAGE, { code: PRIVATE_TEXT_CODE });
    request.privateTextHidden = await supportAccess.privateTextHidden(actor);
    if (request.privateTextHidden && words === 'block') throw new HttpError(403, PRIVATE_TEXT_MESSAGE, { code: PRIVATE_TEXT_CODE });
  }

  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!request.privateTextHidden || reply.statusCode >= 300 || !payload || typeof payload !== 'object') return done(null, payload);
    const words = privateWordsOf(request);
    done(null, typeof words === 'object' ? words.redact(payload as Record<string, unknown>) : payload);
  });
}
