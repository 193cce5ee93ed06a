import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightGatingDocsResponse, SofiaAccessDocsResponse, SofiaArchitectureResponse } from '#shared/contracts/sofia-insights';
import type { RegisteredRoute } from '#server/platform/access';
import type { Env } from '#server/platform/env';
import { insightGatingDocs, sofiaAccessDocs } from './access';
import { sofiaArchitecture } from './architecture';

/**
 * The data of the three Sofia docs pages of /admin, generated from the code and the running
 * server (analysts and up read the docs pages, spec 2.7). `routes` fills in once the server is ready.
 */
export const sofiaDocsRoutes: FastifyPluginAsyncZod<{ env: Env; routes: readonly RegisteredRoute[] }> = async (app, { env, routes }) => {
  const staff = { config: { access: 'analyst' } } as const;
  app.get('/api/admin/sofia-docs/architecture', { ...staff, schema: { response: { 200: SofiaArchitectureResponse } } }, async () =>
    sofiaArchitecture(env),
  );
  app.get('/api/admin/sofia-docs/access', { ...staff, schema: { response: { 200: SofiaAccessDocsResponse } } }, async () =>
    sofiaAccessDocs(routes),
  );
  app.get('/api/admin/sofia-docs/insight-gating', { ...staff, schema: { response: { 200: InsightGatingDocsResponse } } }, async () =>
    insightGatingDocs(),
  );
};
