import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegisteredRoute } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { tierGrantRoutes } from './back-office-routes';
import { hardshipReviewRoutes } from './hardship-review-routes';
import { membershipSalesRoutes } from './membership-sales-routes';
import { tiersDocsRoutes } from './tiers-docs-routes';

/** The memberships back office (decision 094): grants in /admin/users, the tiers docs, hardship review dates, membership sales. */
export const membershipBackOffice: FastifyPluginAsyncZod<{ db: AppDb; routes: readonly RegisteredRoute[] }> = async (
  app,
  { db, routes },
) => {
  await app.register(tierGrantRoutes, { db });
  await app.register(tiersDocsRoutes, { routes });
  await app.register(hardshipReviewRoutes, { db });
  await app.register(membershipSalesRoutes, { db });
};
