import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageViewCreated, PageViewInput } from '#shared/contracts/tracking';
import type { AppDb } from '#server/platform/db/client';
import { type AnalyticsAllowed, refusalFor } from './consent';
import { durationRoutes } from './duration-routes';
import { enrich } from './enrich';
import { pageViews } from './schema';
import { vitalsRoutes } from './vitals-routes';
import { optionalCallerId } from '#server/platform/access';

export interface TrackingOptions {
  db: AppDb;
  analyticsAllowed: AnalyticsAllowed;
}

/**
 * The event store (issue 23): page views, their durations and real-user performance samples,
 * recorded only with analytics consent (a member's consent record and analytics_tracking setting;
 * a visitor's choice from the consent cookie; Global Privacy Control refuses). Without consent
 * the answer is 202 and no row is written. Nothing is sent to a third party.
 */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingOptions> = async (app, options) => {
  const { db, analyticsAllowed } = options;
  app.post(
    '/api/tracking/page-views',
    { config: { access: 'public' }, schema: { body: PageViewInput, response: { 201: PageViewCreated, 202: PageViewCreated } } },
    async (request, reply) => {
      if (await refusalFor(request, analyticsAllowed, request.body.page_path)) return reply.code(202).send({ id: null, recorded: false });
      const { deviceType, browser, os, country, region, city, ipTruncated } = enrich(request.headers, request.ip);
      const [row] = await db
        .insert(pageViews)
        .values({
          userId: optionalCallerId(request),
          sessionId: request.body.session_id,
          pagePath: request.body.page_path,
          pageTitle: request.body.page_title,
          referrer: request.body.referrer || null,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          ipTruncated,
          deviceType,
          browser,
          os,
          country,
          region,
          city,
        })
        .returning({ id: pageViews.id });
      return reply.code(201).send({ id: row.id, recorded: true });
    },
  );
  await app.register(durationRoutes, options);
  await app.register(vitalsRoutes, options);
};
