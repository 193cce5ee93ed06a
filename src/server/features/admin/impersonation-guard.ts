import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HIDDEN_TITLE, PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE, READ_ONLY_CODE, READ_ONLY_MESSAGE } from '#shared/access/impersonation';
import { routeAccess } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
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
 * Reads that are nothing but the member's own words: refused without support access. The
 * supplemental answers are the member's context in her own words and choices, so all of them; the
 * journal's tags are words she wrote too.
 */
export const PRIVATE_READS = new Set([
  'GET /api/journal',
  'GET /api/journal/tags',
  'GET /api/reflections',
  'GET /api/assessments/supplemental',
]);

/** Reads never open to staff viewing as the member: the whole data export. */
export const NEVER_READS = new Set(['GET /api/privacy/exports/:id/download']);

type Payload = Record<string, unknown>;
const withoutNotes = <T extends Payload>(checkin: T): T => {
  const { notes: _notes, ...rest } = checkin;
  return rest as T;
};

/** An assessment's saved answers without the written ones (text items are the only string answers). */
const withoutWrittenAnswers = (answers: Payload): Payload =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => typeof value !== 'string'));

/** Replies that mix the member's words with other data: the words are taken out. */
export const REDACTIONS: Record<string, (payload: Payload) => Payload> = {
  'GET /api/wellness/checkins': (p) => ({ ...p, checkins: (p.checkins as Payload[]).map(withoutNotes) }),
  'GET /api/wellness/calendar': (p) => ({
    ...p,
    days: (p.days as Payload[]).map((day) => ({
      ...day,
      checkins: (day.checkins as Payload[]).map(withoutNotes),
      journal: (day.journal as Payload[]).map((entry) => ({ ...entry, title: HIDDEN_TITLE })),
    })),
  }),
  'GET /api/edits/:pathSlug/modules/:moduleSlug': (p) => ({ ...p, reflection: { ...(p.reflection as Payload), answer: null } }),
  'GET /api/assessments/:slug': (p) => {
    const progress = p.progress as Payload | null;
    return progress ? { ...p, progress: { ...progress, answers: withoutWrittenAnswers(progress.answers as Payload) } } : p;
  },
};

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
 * (the banner shows it), and journal text, reflections, notes and written answers stay hidden unless the member
 * gave support access. Runs after the access hook has resolved the actor.
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
    if (NEVER_READS.has(key)) throw new HttpError(403, PRIVATE_TEXT_MESSAGE, { code: PRIVATE_TEXT_CODE });
    request.privateTextHidden = await supportAccess.privateTextHidden(actor);
    if (request.privateTextHidden && PRIVATE_READS.has(key)) throw new HttpError(403, PRIVATE_TEXT_MESSAGE, { code: PRIVATE_TEXT_CODE });
  }

  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!request.privateTextHidden || reply.statusCode >= 300 || !payload || typeof payload !== 'object') return done(null, payload);
    const redact = REDACTIONS[routeKey(request)];
    done(null, redact ? redact(payload as Payload) : payload);
  });
}
