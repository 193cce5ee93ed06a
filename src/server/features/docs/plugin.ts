import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiReferenceResponse, AssessmentTemplateResponse, OperatingManualResponse, RuleFactsResponse } from '#shared/contracts/docs';
import { personalisationFacts, wellnessFacts } from '#shared/docs/rule-facts';
import type { AssessmentCatalog } from '#server/features/assessments/content';
import type { RegisteredRoute } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import type { Env } from '#server/platform/env';
import { assessmentTemplate } from './assessment-template';
import { checklistRoutes } from './checklist-routes';
import { draftRoutes } from './draft-routes';
import { openApiDocument } from './openapi';
import { operatingManual } from './operating-manual';

/** The version the API reference carries (package.json's; a test keeps them equal). */
export const API_VERSION = '0.1.0';

/**
 * The documentation pages' API (issue 24): the API reference, the assessment template guide, the
 * operating manual, the checklists' ticks and the drafts. Generated from the code and the running
 * server; `routes` (the access hook's list) is complete once the server is ready.
 */
export const docsRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  env: Env;
  assessments: AssessmentCatalog;
  routes: readonly RegisteredRoute[];
}> = async (app, { db, env, assessments: catalog, routes }) => {
  // Built once, on first read: the routes are fixed once the server is ready.
  let reference: ApiReferenceResponse | null = null;
  app.get(
    '/api/admin/docs/api-reference',
    { config: { access: 'analyst' }, schema: { response: { 200: ApiReferenceResponse } } },
    async () => (reference ??= openApiDocument(routes, API_VERSION)),
  );
  app.get(
    '/api/admin/docs/assessment-template',
    { config: { access: 'analyst' }, schema: { response: { 200: AssessmentTemplateResponse } } },
    async () => assessmentTemplate(await catalog.list()),
  );
  app.get('/api/admin/docs/rule-facts', { config: { access: 'analyst' }, schema: { response: { 200: RuleFactsResponse } } }, async () => ({
    wellness: wellnessFacts(),
    personalisation: personalisationFacts(),
  }));
  app.get(
    '/api/admin/docs/operating-manual',
    { config: { access: 'super_admin' }, schema: { response: { 200: OperatingManualResponse } } },
    async () => operatingManual(env),
  );
  await app.register(checklistRoutes, { db });
  await app.register(draftRoutes, { db, env, sources: { routes, assessments: () => catalog.list() } });
};
