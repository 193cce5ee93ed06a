import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateDocDraftInput, DOC_TOPIC_LABELS, DocDraft, DocDraftListResponse, DocDraftParams } from '#shared/contracts/docs';
import { writeAudit } from '#server/features/admin/audit';
import { users } from '#server/features/auth/schema';
import { requireUser } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import type { Env } from '#server/platform/env';
import { HttpError } from '#server/platform/errors';
import { type DraftSources, draftLlm, llmDraft, templateDraft, topicFacts } from './draft-writer';
import { docDrafts } from './schema';

const LIST_LIMIT = 50;

const listColumns = {
  id: docDrafts.id,
  topic: docDrafts.topic,
  title: docDrafts.title,
  source: docDrafts.source,
  createdBy: users.email,
  createdAt: docDrafts.createdAt,
};
const toDraft = <T extends { createdAt: Date; topic: string; source: string }>(row: T) => ({
  ...row,
  topic: row.topic as DocDraft['topic'],
  source: row.source as DocDraft['source'],
  createdAt: row.createdAt.toISOString(),
});

/**
 * /admin/ai-doc-creator (decision 124): super_admin asks for a draft on a topic; it is written by
 * the LLM of Sofia's settings when they are complete, else (or when the LLM fails) from templates,
 * and stored as a draft that nobody sees but staff. The content creator reads one by id
 * (admin and up, the content creator's own rank) for a person to finish and publish.
 */
export const draftRoutes: FastifyPluginAsyncZod<{ db: AppDb; env: Env; sources: DraftSources }> = async (app, { db, env, sources }) => {
  app.get(
    '/api/admin/docs/drafts',
    { config: { access: 'super_admin' }, schema: { response: { 200: DocDraftListResponse } } },
    async () => {
      const rows = await db
        .select(listColumns)
        .from(docDrafts)
        .leftJoin(users, eq(users.id, docDrafts.createdBy))
        .orderBy(desc(docDrafts.createdAt))
        .limit(LIST_LIMIT);
      return { drafts: rows.map(toDraft), llm: draftLlm(env) !== null };
    },
  );

  app.get(
    '/api/admin/docs/drafts/:id',
    { config: { access: 'admin' }, schema: { params: DocDraftParams, response: { 200: DocDraft } } },
    async (request) => {
      const [row] = await db
        .select({ ...listColumns, body: docDrafts.body })
        .from(docDrafts)
        .leftJoin(users, eq(users.id, docDrafts.createdBy))
        .where(eq(docDrafts.id, request.params.id));
      if (!row) throw new HttpError(404, 'No such draft.');
      return toDraft(row);
    },
  );

  app.post(
    '/api/admin/docs/drafts',
    { config: { access: 'super_admin' }, schema: { body: CreateDocDraftInput, response: { 201: DocDraft } } },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const { topic } = request.body;
      const facts = await topicFacts(topic, sources);
      const llm = draftLlm(env);
      let body = templateDraft(topic, facts);
      let source: DocDraft['source'] = 'template';
      if (llm) {
        try {
          body = await llmDraft(llm, topic, facts);
          source = 'llm';
        } catch (err) {
          request.log.warn({ err }, 'the LLM could not draft; the template draft stands in');
        }
      }
      const [created] = await db
        .insert(docDrafts)
        .values({ topic, title: DOC_TOPIC_LABELS[topic], body, source, createdBy: actor.userId })
        .returning({ id: docDrafts.id, createdAt: docDrafts.createdAt });
      await writeAudit(db, { actorUserId: actor.userId, action: 'docs.draft_create', details: { draftId: created!.id, topic, source } });
      reply.code(201);
      return toDraft({
        id: created!.id,
        topic,
        title: DOC_TOPIC_LABELS[topic],
        body,
        source,
        createdBy: actor.email,
        createdAt: created!.createdAt,
      });
    },
  );
};
