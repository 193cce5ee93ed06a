import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TierChecksResponse } from '#shared/contracts/tiers-docs';
import type { RegisteredRoute } from '#server/platform/access';
import { routeDocs } from '#server/platform/route-docs';

/** The routes that check a tier, for /admin/subscription-tiers-docs (analysts read the docs pages). */
export const tiersDocsRoutes: FastifyPluginAsyncZod<{ routes: readonly RegisteredRoute[] }> = async (app, { routes }) => {
  app.get(
    '/api/admin/subscription-tiers-docs',
    { config: { access: 'analyst' }, schema: { response: { 200: TierChecksResponse } } },
    async () => ({
      routes: routeDocs(routes, (route) => route.access === 'premium' || route.features.length > 0),
    }),
  );
};
