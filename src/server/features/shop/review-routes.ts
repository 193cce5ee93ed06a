import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyReviewView, ProductParams, ProductReviews, ReviewInput } from '#shared/contracts/shop-reviews';
import { requireUser } from '#server/platform/access';
import type { Reviews } from './reviews';
import { MEMBER_READ } from '#server/platform/private-words';

/** Product reviews: anyone reads the approved ones; a member reads, writes, edits and deletes their own. */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: Reviews }> = async (app, { reviews }) => {
  app.get(
    '/api/shop/reviews/:productId',
    { config: { access: 'public' }, schema: { params: ProductParams, response: { 200: ProductReviews } } },
    async (request) => reviews.published(request.params.productId),
  );

  app.get(
    '/api/shop/reviews/:productId/mine',
    { config: MEMBER_READ, schema: { params: ProductParams, response: { 200: MyReviewView } } },
    async (request) => reviews.forMember(requireUser(request.actor), request.params.productId),
  );

  app.put(
    '/api/shop/reviews/:productId/mine',
    {
      config: { access: 'member', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { params: ProductParams, body: ReviewInput, response: { 200: MyReviewView } },
    },
    async (request) => reviews.save(requireUser(request.actor), request.params.productId, request.body),
  );

  app.delete(
    '/api/shop/reviews/:productId/mine',
    { config: { access: 'member' }, schema: { params: ProductParams, response: { 200: MyReviewView } } },
    async (request) => reviews.remove(requireUser(request.actor), request.params.productId),
  );
};
