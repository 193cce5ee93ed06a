import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageViewCreated, PageViewInput } from '#shared/contracts/tracking';
import { CONSENT_COOKIE, parseConsentCookie } from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import { pageViews } from './schema';

/**
 * The event store: page views, recorded only with analytics consent (a member's consent record
 * and analytics_tracking setting; a visitor's choice from the consent cookie). The tracking
 * issue adds enrichment and durations.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: AppDb; analyticsAllowed: (userId: string) => Promise<boolean> }> = async (
  app,
  { db, analyticsAllowed },
) => {
  app.post(
    '/api/tracking/page-views',
    { config: { access: 'public' }, schema: { body: PageViewInput, response: { 201: PageViewCreated, 202: PageViewCreated } } },
    async (request, reply) => {
      const actor = request.actor;
      // Staff viewing the app as a member are not the member: their visits are never recorded.
      const allowed =
        actor.kind === 'user'
          ? !actor.impersonatedBy && (await analyticsAllowed(actor.userId))
          : parseConsentCookie(request.cookies[CONSENT_COOKIE])?.analytics === true;
      if (!allowed) return reply.code(202).send({ id: null, recorded: false });
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
      return reply.code(201).send({ id: row.id, recorded: true });
    },
  );
};
