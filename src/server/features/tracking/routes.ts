import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageViewCreated, PageViewInput } from '../../../shared/contracts/tracking';
import type { AppDb } from '../../platform/db/client';
import { pageViews } from './schema';

/** The minimal event store: page views. The tracking issue adds consent, enrichment and durations. */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.post(
    '/api/tracking/page-views',
    { config: { access: 'public' }, schema: { body: PageViewInput, response: { 201: PageViewCreated } } },
    async (request, reply) => {
      const actor = request.actor;
      const [row] = await db
        .insert(pageViews)
        .values({
          userId: actor.kind === 'user' ? actor.userId : null,
          sessionId: request.body.session_id,
          pagePath: request.body.page_path,
          pageTitle: request.body.page_title,
          referrer: request.body.referrer || null,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        })
        .returning({ id: pageViews.id });
      return reply.code(201).send({ id: row.id });
    },
  );
};
