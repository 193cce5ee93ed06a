import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES, ApplicationListQuery } from '#shared/contracts/coaching';
import {
  HARDSHIP_RECEIVED,
  HardshipApplication,
  HardshipApplicationCreated,
  HardshipApplicationInput,
  HardshipApplicationList,
  HardshipApplicationPage,
  HardshipDecisionInput,
} from '#shared/contracts/memberships';
import { IdParams } from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { pageOf, toJoinedPage } from '#server/platform/paging';
import { callerId, optionalCallerId } from '#server/platform/access';
import { writeAudit } from '../admin/audit';
import { checkWriting } from '../safety/crisis-counts';
import { users } from '../auth/schema';
import { hardshipReviewAt } from '#shared/memberships/hardship-review';
import { membershipsInUse } from './memberships-in-use';
import { hardshipApplications } from './schema';
import { MEMBER_READ } from '#server/platform/private-words';

type Row = typeof hardshipApplications.$inferSelect;
const view = (r: Row, email: string | null) => ({
  id: r.id,
  userId: r.userId,
  email,
  situation: r.situation,
  requestedLevel: r.requestedLevel,
  note: r.note,
  status: (APPLICATION_STATUSES as readonly string[]).includes(r.status) ? (r.status as (typeof APPLICATION_STATUSES)[number]) : 'pending',
  decisionNote: r.decisionNote,
  approvedLevel: r.approvedLevel,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  reviewAt: r.reviewAt?.toISOString() ?? null,
  inUse: null,
});

/** /hardship-program applications (members) and their review in /admin/hardship-applications. */
export const hardshipRoutes: FastifyPluginAsyncZod<{ db: AppDb; mailer: Mailer; publicUrl: string }> = async (
  app,
  { db, mailer, publicUrl },
) => {
  app.post(
    '/api/memberships/hardship',
    {
      config: { access: 'member', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: HardshipApplicationInput, response: { 201: HardshipApplicationCreated } },
    },
    async (request, reply) => {
      const userId = callerId(request);
      const [open] = await db
        .select({ id: hardshipApplications.id })
        .from(hardshipApplications)
        .where(and(eq(hardshipApplications.userId, userId), eq(hardshipApplications.status, 'pending')));
      if (open) throw new HttpError(409, 'You already have an application we are reading. We will reply by email soon.');
      const [row] = await db
        .insert(hardshipApplications)
        .values({ userId, ...request.body })
        .returning();
      const crisisTier = await checkWriting(db, 'hardship_application', request.body.situation, request.body.note);
      return reply
        .code(201)
        .send({ ...view(row, request.actor.kind === 'user' ? request.actor.email : null), decisionNote: HARDSHIP_RECEIVED, crisisTier });
    },
  );

  app.get('/api/memberships/hardship', { config: MEMBER_READ, schema: { response: { 200: HardshipApplicationList } } }, async (request) => {
    const userId = callerId(request);
    const rows = await db
      .select()
      .from(hardshipApplications)
      .where(eq(hardshipApplications.userId, userId))
      .orderBy(desc(hardshipApplications.createdAt));
    return { applications: rows.map((r) => view(r, request.actor.kind === 'user' ? request.actor.email : null)) };
  });

  app.get(
    '/api/admin/hardship-applications',
    { config: { access: 'admin' }, schema: { querystring: ApplicationListQuery, response: { 200: HardshipApplicationPage } } },
    async (request) => {
      const page = pageOf(hardshipApplications.createdAt, hardshipApplications.id, request.query);
      const read = await db
        .select({ a: hardshipApplications, email: users.email, cursorAt: page.cursorAt })
        .from(hardshipApplications)
        .leftJoin(users, eq(users.id, hardshipApplications.userId))
        .where(and(request.query.status ? eq(hardshipApplications.status, request.query.status) : undefined, page.after))
        .orderBy(...page.order)
        .limit(page.take);
      const { rows, nextCursor } = toJoinedPage(read, request.query.limit, (row) => row.a.id);
      const inUse = await membershipsInUse(
        db,
        rows.filter(({ a }) => a.status === 'approved').map(({ a }) => a.userId),
      );
      return {
        applications: rows.map(({ a, email }) => ({
          ...view(a, email),
          inUse: a.status === 'approved' ? (inUse.get(a.userId) ?? null) : null,
        })),
        nextCursor,
      };
    },
  );

  app.post(
    '/api/admin/hardship-applications/:id/decision',
    { config: { access: 'admin' }, schema: { params: IdParams, body: HardshipDecisionInput, response: { 200: HardshipApplication } } },
    async (request) => {
      const staffId = optionalCallerId(request);
      const approved = request.body.decision === 'approved';
      const now = new Date();
      const [row] = await db
        .update(hardshipApplications)
        .set({
          status: request.body.decision,
          // Approving without a level grants the level asked for.
          approvedLevel: approved
            ? sql`coalesce(${request.body.approvedLevel ?? null}::int, ${hardshipApplications.requestedLevel})`
            : null,
          decisionNote: request.body.note || null,
          decidedBy: staffId,
          decidedAt: now,
          reviewAt: approved ? hardshipReviewAt(now, request.body.reviewOn) : null,
        })
        .where(and(eq(hardshipApplications.id, request.params.id), eq(hardshipApplications.status, 'pending')))
        .returning();
      if (!row) throw new HttpError(409, 'This application has already been decided, or does not exist.');
      const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId));
      if (user) {
        await mailer.send({
          type: approved ? 'hardship_approved' : 'hardship_declined',
          to: user.email,
          userId: row.userId,
          vars: {
            fullName: user.name,
            note: request.body.note,
            level: row.approvedLevel ?? undefined,
            url: `${publicUrl.replace(/\/$/, '')}/memberships`,
          },
        });
      }
      await writeAudit(db, {
        actorUserId: staffId,
        action: 'application.decide',
        targetUserId: row.userId,
        details: {
          kind: 'hardship',
          id: row.id,
          decision: request.body.decision,
          level: row.approvedLevel,
          reviewAt: row.reviewAt?.toISOString() ?? null,
        },
      });
      return view(row, user?.email ?? null);
    },
  );
};
