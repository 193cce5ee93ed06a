import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminReview, AdminReviewList, AdminReviewQuery, ReviewDecisionInput, ReviewIdParams } from '#shared/contracts/shop-reviews';
import type { Reviews } from './reviews';

/**
 * Staff moderation of product reviews (issue 18; the page is /admin/refill-shop): list by status,
 * approve or reject. Every decision is written to the audit log.
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ reviews: Reviews }> = async (app, { reviews }) => {
  app.get('/api/admin/shop/reviews', { config: { access: 'admin' }, schema: { querystring: AdminReviewQuery, response: { 200: AdminReviewList } } }, async (request) => ({
    reviews: await reviews.list(request.query.status),
  }));

  app.post(
    '/api/admin/shop/reviews/:id/decision',
    { config: { access: 'admin' }, schema: { params: ReviewIdParams, body: ReviewDecisionInput, response: { 200: AdminReview } } },
    async (request) => reviews.decide(request.params.id, request.body.decision, request.actor.kind === 'user' ? request.actor.userId : null),
  );
};
