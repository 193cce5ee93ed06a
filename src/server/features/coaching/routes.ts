import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_STATUSES,
  ApplicationDecisionInput,
  ApplicationListQuery,
  COACH_APPLICATION_RECEIVED,
  CoachApplication,
  CoachApplicationCreated,
  CoachApplicationInput,
  CoachApplicationList,
  APPLIED_ALREADY,
  MyCoachApplication,
} from '#shared/contracts/coaching';
import { IdParams } from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { readPage } from '#server/platform/paging';
import { writeAudit } from '../admin/audit';
import { checkWriting } from '../safety/crisis-counts';
import { coachApplications } from './schema';
import { callerId, optionalCallerId } from '#server/platform/access';
import { MEMBER_READ } from '#server/platform/private-words';

type Row = typeof coachApplications.$inferSelect;
const view = (r: Row) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  credentials: r.credentials,
  experience: r.experience,
  approach: r.approach,
  links: r.links,
  status: (APPLICATION_STATUSES as readonly string[]).includes(r.status) ? (r.status as (typeof APPLICATION_STATUSES)[number]) : 'pending',
  decisionNote: r.decisionNote,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** /coach-application and its review in /admin/coach-applications (with an email to the applicant). */
export const coachingRoutes: FastifyPluginAsyncZod<{ db: AppDb; mailer: Mailer }> = async (app, { db, mailer }) => {
  const pendingOf = async (userId: string) => {
    const [row] = await db
      .select()
      .from(coachApplications)
      .where(and(eq(coachApplications.userId, userId), eq(coachApplications.status, 'pending')))
      .limit(1);
    return row;
  };

  app.get(
    '/api/coaching/applications/mine',
    { config: MEMBER_READ, schema: { response: { 200: MyCoachApplication } } },
    async (request) => {
      const row = await pendingOf(callerId(request));
      return { pending: row ? { email: row.email, createdAt: row.createdAt.toISOString() } : null };
    },
  );

  app.post(
    '/api/coaching/applications',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: CoachApplicationInput, response: { 201: CoachApplicationCreated } },
    },
    async (request, reply) => {
      const userId = optionalCallerId(request);
      // A member who applied already is being read: a second application (another tab) would only queue twice.
      if (userId && (await pendingOf(userId))) {
        throw new HttpError(409, APPLIED_ALREADY, { code: 'APPLIED_ALREADY', errors: [{ field: 'email', message: APPLIED_ALREADY }] });
      }
      const [row] = await db
        .insert(coachApplications)
        .values({
          ...request.body,
          email: request.body.email.toLowerCase(),
          userId,
        })
        .returning();
      const { experience, approach, credentials } = request.body;
      const crisisTier = await checkWriting(db, 'coach_application', experience, approach, credentials);
      return reply.code(201).send({ ...view(row), decisionNote: COACH_APPLICATION_RECEIVED, crisisTier });
    },
  );

  app.get(
    '/api/admin/coach-applications',
    { config: { access: 'admin' }, schema: { querystring: ApplicationListQuery, response: { 200: CoachApplicationList } } },
    async (request) => {
      const { status } = request.query;
      const { rows, nextCursor } = await readPage(db, coachApplications, status && eq(coachApplications.status, status), request.query);
      return { applications: rows.map(view), nextCursor };
    },
  );

  app.get(
    '/api/admin/coach-applications/:id',
    { config: { access: 'admin' }, schema: { params: IdParams, response: { 200: CoachApplication } } },
    async (request) => {
      const [row] = await db.select().from(coachApplications).where(eq(coachApplications.id, request.params.id));
      if (!row) throw new HttpError(404, 'That application was not found.');
      return view(row);
    },
  );

  app.post(
    '/api/admin/coach-applications/:id/decision',
    { config: { access: 'admin' }, schema: { params: IdParams, body: ApplicationDecisionInput, response: { 200: CoachApplication } } },
    async (request) => {
      const staffId = optionalCallerId(request);
      const [row] = await db
        .update(coachApplications)
        .set({ status: request.body.decision, decisionNote: request.body.note || null, decidedBy: staffId, decidedAt: new Date() })
        .where(and(eq(coachApplications.id, request.params.id), eq(coachApplications.status, 'pending')))
        .returning();
      if (!row) throw new HttpError(409, 'This application has already been decided, or does not exist.');
      await mailer.send({
        type: request.body.decision === 'approved' ? 'coach_approved' : 'coach_declined',
        to: row.email,
        userId: row.userId,
        vars: { fullName: row.name, note: request.body.note },
      });
      await writeAudit(db, {
        actorUserId: staffId,
        action: 'application.decide',
        targetUserId: row.userId,
        details: { kind: 'coach', id: row.id, decision: request.body.decision },
      });
      return view(row);
    },
  );
};
