import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { SOFIA_DEFAULT_TITLE, SOFIA_MESSAGES, SOFIA_TEXT_MAX, SofiaChatRequest, SofiaConversationParams } from '#shared/contracts/sofia';
import { actorUnlocks } from '#shared/memberships/actor-unlocks';
import { requireUser } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import { findConversation, recordTurn } from './conversations';
import { NO_CONVERSATION } from './conversation-routes';
import { sofiaRegion } from './turn/crisis-lines';
import { messageText } from './turn/parts';
import { type PipelineDeps, runTurn } from './turn/pipeline';
import { sendParts } from './turn/stream';

const fieldError = (message: string) => new HttpError(400, message, { errors: [{ field: 'text', message }] });

/** The member's words: the last user message's text only; the history is the server's own. */
function memberText(body: SofiaChatRequest): string {
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  const words = last ? messageText(last.parts as { type: string; text?: unknown }[]) : '';
  if (!words) throw fieldError(SOFIA_MESSAGES.textRequired);
  if (words.length > SOFIA_TEXT_MAX) throw fieldError(SOFIA_MESSAGES.textTooLong);
  return words;
}

/** A first message names a new conversation, at a word, unless it was a crisis turn. */
function titleFrom(words: string): string {
  const line = words.split('\n')[0]!.replace(/[<>]/g, '').trim();
  if (line.length <= 60) return line || SOFIA_DEFAULT_TITLE;
  const cut = line.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

/**
 * POST /api/sofia/conversations/:id/chat: one turn (turn/pipeline.ts), stored, then streamed as
 * the ai SDK's UI message stream. Open to every member: the safety parts are never gated, and a
 * member without the `sofia` feature gets `data-upgrade` for anything else.
 */
export const sofiaChatRoute: FastifyPluginAsyncZod<{ pipeline: PipelineDeps }> = async (app, { pipeline }) => {
  app.post(
    '/api/sofia/conversations/:id/chat',
    { config: { access: 'member', features: ['sofia'] }, schema: { params: SofiaConversationParams, body: SofiaChatRequest } },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      const words = memberText(request.body);
      const conversation = await findConversation(pipeline.db, actor.userId, request.params.id);
      if (!conversation) throw new HttpError(404, NO_CONVERSATION);
      const region = sofiaRegion({ timeZone: request.body.timeZone, acceptLanguage: request.headers['accept-language'] });
      const hasSofia = actorUnlocks(actor, 'sofia');
      const outcome = await runTurn(pipeline, { conversation, hasSofia, text: words, region });
      const assistantId = randomUUID();
      const isFirst = conversation.title === SOFIA_DEFAULT_TITLE && outcome.safetyTier === 0 && !conversation.crisis;
      await recordTurn(pipeline.db, {
        conversation,
        userParts: [{ type: 'text', text: words }],
        assistant: { id: assistantId, parts: outcome.parts, engine: outcome.engine },
        intent: outcome.intent,
        safetyTier: outcome.safetyTier,
        counted: outcome.counted,
        exercise: outcome.exercise,
        flow: outcome.flow,
        crisis: outcome.crisis,
        title: isFirst ? titleFrom(words) : conversation.title,
      });
      await sendParts(request, reply, assistantId, outcome.parts);
    },
  );
};
