import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewQueue, ReviewQueueQuery, QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { ReviewDecisionInput, ReviewIdParams } from '#shared/contracts/shop-reviews';
import { productById } from '#shared/shop/catalogue';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, pageOf, toJoinedPage } from '#server/platform/paging';
import { users } from '../auth/schema';
import { writeAudit } from '../admin/audit';
import { productReviews } from './schema';
import { optionalCallerId } from '#server/platform/access';

type Status = QueuedReview['status'];

/** The reviews that match `where`, last changed first, a page at a time (decision 156). */
async function reviews(db: AppDb, where: SQL, request: PageRequest = { limit: 1 }) {
  const page = pageOf(productReviews.updatedAt, productReviews.id, request);
  const read = await db
    .select({ review: productReviews, name: users.name, preferredName: users.preferredName, cursorAt: page.cursorAt })
    .from(productReviews)
    .leftJoin(users, eq(users.id, productReviews.userId))
    .where(and(where, page.after))
    .orderBy(...page.order)
    .limit(page.take);
  const { rows, nextCursor } = toJoinedPage(read, request.limit, (row) => row.review.id);
  return {
    nextCursor,
    reviews: rows.map(({ review, name, preferredName }) => ({
      id: review.id,
      productId: review.productId,
      productTitle: productById(review.productId)?.title ?? review.productId,
      rating: review.rating,
      body: review.body,
      author: preferredName || name || 'A former member',
      status: review.status as Status,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    })),
  };
}

/**
 * The review queue of /admin/refill-shop (admin): reviews waiting for a decision, and approving
 * (published on the product's page) or rejecting one. Each decision goes into the audit log.
 */
export const reviewModerationRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/shop/review-queue',
    { config: { access: 'admin' }, schema: { querystring: ReviewQueueQuery, response: { 200: ReviewQueue } } },
    async (request) => reviews(db, eq(productReviews.status, request.query.status), request.query),
  );

  app.post(
    '/api/admin/shop/review-queue/:id/decision',
    { config: { access: 'admin' }, schema: { params: ReviewIdParams, body: ReviewDecisionInput, response: { 200: QueuedReview } } },
    async (request) => {
      const staffUserId = optionalCallerId(request);
      const status: Status = request.body.decision === 'approve' ? 'approved' : 'rejected';
      const decided = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as AppDb;
        const [row] = await tx
          .update(productReviews)
          .set({ status, decidedBy: staffUserId })
          .where(eq(productReviews.id, request.params.id))
          .returning();
        if (!row) return null;
        await writeAudit(tx, {
          actorUserId: staffUserId,
          action: 'review.decide',
          targetUserId: row.userId,
          details: { reviewId: row.id, productId: row.productId, decision: status },
        });
        return row;
      });
      if (!decided) throw new HttpError(404, 'That review was not found. It may have been deleted.');
      const { reviews: shown } = await reviews(db, eq(productReviews.id, decided.id));
      return shown[0]!;
    },
  );
};
