import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SitePageParams, SitePageResponse } from '../../../shared/contracts/site';
import { findContent } from '../../platform/content/loader';
import type { AppDb } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { sitePages } from './content';

export const siteRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/site/pages/:slug',
    { config: { access: 'public' }, schema: { params: SitePageParams, response: { 200: SitePageResponse } } },
    async (request) => {
      const item = await findContent(db, sitePages.kind, request.params.slug);
      if (!item) throw new HttpError(404, 'This page does not exist.');
      return {
        slug: item.slug,
        title: item.title,
        description: String(item.data.description ?? ''),
        html: item.bodyHtml,
        updatedAt: item.updatedAt.toISOString(),
      };
    },
  );
};
