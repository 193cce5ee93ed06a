import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HardshipReviewInput } from '#shared/contracts/memberships';
import { IdParams } from '#shared/contracts/privacy';
import { z } from 'zod';
import { callerId } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { hardshipApplications } from './schema';

/**
 * Staff move an approved level's review date (decision 094), audited. A date in the past ends the
 * level now; the member's running membership keeps its price to the end of its period.
 */
export const hardshipReviewRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.put(
    '/api/admin/hardship-applications/:id/review',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: HardshipReviewInput, response: { 200: z.object({ reviewAt: z.string() }) } },
    },
    async (request) => {
      const reviewAt = new Date(`${request.body.reviewOn}T00:00:00.000Z`);
      const [row] = await db
        .update(hardshipApplications)
        .set({ reviewAt })
        .where(and(eq(hardshipApplications.id, request.params.id), eq(hardshipApplications.status, 'approved')))
        .returning({ userId: hardshipApplications.userId, level: hardshipApplications.approvedLevel });
      if (!row) throw new HttpError(409, 'Only an approved application has a review date.');
      await writeAudit(db, {
        actorUserId: callerId(request),
        action: 'hardship.review',
        targetUserId: row.userId,
        details: { id: request.params.id, level: row.level, reviewAt: reviewAt.toISOString() },
      });
      return { reviewAt: reviewAt.toISOString() };
    },
  );
};
