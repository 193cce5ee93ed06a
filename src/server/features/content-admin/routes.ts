import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentDetail,
  ContentItemParams,
  ContentList,
  ContentVersionParams,
  DraftInput,
  PreviewInput,
  PreviewResult,
} from '#shared/contracts/content-admin';
import { Done } from '#shared/contracts/blocks';
import { renderMarkdown } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { done } from '#server/platform/done';
import { createDraft, deleteContent, publishContent, restoreVersion, revertToBundled, unpublishContent } from './drafts';
import { validateFrontMatter } from './kinds';
import { contentDetail, listAllContent } from './store';
import { optionalCallerId } from '#server/platform/access';
import type { ContentChanges } from '#server/platform/content/changes';

const Saved = z.object({ version: z.number().int() });

/**
 * /admin/content, /admin/content-creator and /admin/library (admin; delete is super_admin's):
 * every item with its status, drafts, publish and unpublish, history and restore, revert to the
 * bundled file, and a preview rendered and sanitised by the same code as the public pages.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ db: AppDb; contentDir: string; changes: ContentChanges }> = async (
  app,
  { db, contentDir, changes: contentChanges },
) => {
  const admin = { access: 'admin' } as const;
  // What the public sees changed: the pages drawn from it are forgotten before staff are told so.
  const live = async <T>(item: { kind: string; slug: string }, change: Promise<T>): Promise<T> => {
    const result = await change;
    await contentChanges.announce(item.kind, item.slug);
    return result;
  };

  app.get('/api/admin/content', { config: admin, schema: { response: { 200: ContentList } } }, async () => ({
    items: await listAllContent(db),
  }));

  app.get(
    '/api/admin/content/:kind/:slug',
    { config: admin, schema: { params: ContentItemParams, response: { 200: ContentDetail } } },
    (request) => contentDetail(db, contentDir, request.params.kind, request.params.slug),
  );

  app.post(
    '/api/admin/content/preview',
    { config: admin, schema: { body: PreviewInput, response: { 200: PreviewResult } } },
    async ({ body }) => {
      const checked = validateFrontMatter(body.kind, body.data);
      return { html: renderMarkdown(body.body), title: checked.title, errors: checked.errors };
    },
  );

  app.post(
    '/api/admin/content/:kind/:slug/drafts',
    { config: admin, schema: { params: ContentItemParams, body: DraftInput, response: { 201: Saved } } },
    async (request, reply) => {
      const saved = await createDraft(db, contentDir, { ...request.params, ...request.body, authorId: optionalCallerId(request) });
      return reply.code(201).send({ version: saved.version });
    },
  );

  // Publish, unpublish and revert to the bundled file: the same request, each its own change.
  const changes: Record<string, (item: z.infer<typeof ContentItemParams>, actor: string | null) => Promise<unknown>> = {
    publish: ({ kind, slug }, actor) => publishContent(db, kind, slug, actor),
    unpublish: ({ kind, slug }, actor) => unpublishContent(db, kind, slug, actor),
    revert: ({ kind, slug }, actor) => revertToBundled(db, contentDir, kind, slug, actor),
  };
  for (const [action, change] of Object.entries(changes)) {
    app.post(
      `/api/admin/content/:kind/:slug/${action}`,
      { config: admin, schema: { params: ContentItemParams, response: { 200: Done } } },
      (request) => done(live(request.params, change(request.params, optionalCallerId(request)))),
    );
  }

  app.post(
    '/api/admin/content/:kind/:slug/versions/:version/restore',
    { config: admin, schema: { params: ContentVersionParams, response: { 200: Saved } } },
    async (request) => {
      const { kind, slug, version } = request.params;
      return { version: (await live(request.params, restoreVersion(db, kind, slug, version, optionalCallerId(request)))).version };
    },
  );

  app.delete(
    '/api/admin/content/:kind/:slug',
    { config: { access: 'super_admin' }, schema: { params: ContentItemParams, response: { 200: Done } } },
    (request) => done(deleteContent(db, request.params.kind, request.params.slug, optionalCallerId(request))),
  );
};
