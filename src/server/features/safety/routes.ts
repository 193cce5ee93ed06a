import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CrisisCardCountsResponse, EMPTY_SAFETY_PLAN, SafetyPlan, SafetyPlanResponse } from '#shared/contracts/safety';
import type { AppDb } from '#server/platform/db/client';
import { callerId } from '#server/platform/access';
import { crisisCardCountsSince } from './crisis-counts';
import { safetyPlans } from './schema';
import { MEMBER_PRIVATE_READ } from '#server/platform/private-words';

/** The member's own safety plan (visitors keep theirs on their device), and the crisis card counts for staff. */
export const safetyRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get('/api/safety-plan', { config: MEMBER_PRIVATE_READ, schema: { response: { 200: SafetyPlanResponse } } }, async (request) => {
    const userId = callerId(request);
    const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
    return { plan: row ? { ...EMPTY_SAFETY_PLAN, ...row.plan } : EMPTY_SAFETY_PLAN, updatedAt: row?.updatedAt.toISOString() ?? null };
  });

  app.put(
    '/api/safety-plan',
    { config: { access: 'member' }, schema: { body: SafetyPlan, response: { 200: SafetyPlanResponse } } },
    async (request) => {
      const userId = callerId(request);
      const [row] = await db
        .insert(safetyPlans)
        .values({ userId, plan: request.body })
        .onConflictDoUpdate({ target: safetyPlans.userId, set: { plan: request.body, updatedAt: sql`now()` } })
        .returning();
      return { plan: row!.plan, updatedAt: row!.updatedAt.toISOString() };
    },
  );

  app.get(
    '/api/admin/crisis-card-counts',
    {
      config: { access: 'analyst' },
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
        response: { 200: CrisisCardCountsResponse },
      },
    },
    async (request) => ({ days: request.query.days, counts: await crisisCardCountsSince(db, request.query.days) }),
  );
};
