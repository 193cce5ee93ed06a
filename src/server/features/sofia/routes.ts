import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '#server/platform/db/client';
import type { Env } from '#server/platform/env';
import { createAssessmentCatalog } from '#server/features/assessments/content';
import { createEditCatalog } from '#server/features/edits/content';
import { memberFacts } from './grounding/member-facts';
import { assistantTurns, conversationMessages, countedToday } from './conversations';
import { sofiaChatRoute } from './chat-route';
import { sofiaConversationRoutes } from './conversation-routes';
import { createLlmEngine } from './llm/engine';
import { type ContentSearch, buildContentSearch } from './search/content-search';
import { sofiaSettings } from './settings';
import { sofiaStatusRoutes } from './status-routes';
import type { PipelineDeps } from './turn/pipeline';

/** How many stored messages LLM mode sends the model as the conversation so far. */
export const LLM_HISTORY = 20;

/** Everything the turn needs, built once: the content search on first use, LLM mode when configured. */
export function sofiaPipeline(db: AppDb, env: Env): PipelineDeps {
  const settings = sofiaSettings(env);
  let search: Promise<ContentSearch> | null = null;
  const catalogs = { edits: createEditCatalog(db), assessments: createAssessmentCatalog(db) };
  return {
    db,
    dailyLimit: settings.dailyLimit,
    search: () => (search ??= buildContentSearch(db)),
    llm: settings.llm ? createLlmEngine(settings.llm) : null,
    history: (conversationId) => conversationMessages(db, conversationId, LLM_HISTORY),
    usedToday: (userId) => countedToday(db, userId),
    turnNumber: (conversationId) => assistantTurns(db, conversationId),
    facts: (userId, journalAllowed) => memberFacts(db, userId, { journalAllowed, ...catalogs }),
  };
}

/** Sofia, the guide (issue 20): conversations, the turn, status, the visitors' safety check, voice keys. */
export const sofiaRoutes: FastifyPluginAsync<{ db: AppDb; env: Env }> = async (app, { db, env }) => {
  await app.register(sofiaConversationRoutes, { db });
  await app.register(sofiaChatRoute, { pipeline: sofiaPipeline(db, env) });
  await app.register(sofiaStatusRoutes, { db, settings: sofiaSettings(env) });
};
