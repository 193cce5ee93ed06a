import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSofiaConversation,
  RenameSofiaConversation,
  SofiaConversationParams,
  SofiaConversationResponse,
  SofiaConversationsQuery,
  SofiaConversationsResponse,
  SofiaMessagesResponse,
} from '#shared/contracts/sofia';
import type { AppDb } from '#server/platform/db/client';
import { callerId } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import {
  conversationMessages,
  createConversation,
  deleteConversation,
  findConversation,
  listConversations,
  renameConversation,
  toUIMessage,
} from './conversations';
import { MEMBER_PRIVATE_READ } from '#server/platform/private-words';

export const NO_CONVERSATION = 'That conversation was not found. It may have been deleted.';

/** The member's conversations with Sofia: list, start, rename, delete, read. Only ever their own. */
export const sofiaConversationRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/sofia/conversations',
    {
      config: MEMBER_PRIVATE_READ,
      schema: { querystring: SofiaConversationsQuery, response: { 200: SofiaConversationsResponse } },
    },
    async (request) => listConversations(db, callerId(request), request.query),
  );

  app.post(
    '/api/sofia/conversations',
    { config: { access: 'member' }, schema: { body: CreateSofiaConversation, response: { 201: SofiaConversationResponse } } },
    async (request, reply) => {
      const conversation = await createConversation(db, callerId(request), request.body.title);
      return reply.code(201).send({ conversation });
    },
  );

  app.patch(
    '/api/sofia/conversations/:id',
    {
      config: { access: 'member' },
      schema: { params: SofiaConversationParams, body: RenameSofiaConversation, response: { 200: SofiaConversationResponse } },
    },
    async (request) => {
      const conversation = await renameConversation(db, callerId(request), request.params.id, request.body.title);
      if (!conversation) throw new HttpError(404, NO_CONVERSATION);
      return { conversation };
    },
  );

  app.delete(
    '/api/sofia/conversations/:id',
    { config: { access: 'member' }, schema: { params: SofiaConversationParams } },
    async (request, reply) => {
      if (!(await deleteConversation(db, callerId(request), request.params.id))) throw new HttpError(404, NO_CONVERSATION);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/sofia/conversations/:id/messages',
    {
      config: MEMBER_PRIVATE_READ,
      schema: { params: SofiaConversationParams, response: { 200: SofiaMessagesResponse } },
    },
    async (request) => {
      const conversation = await findConversation(db, callerId(request), request.params.id);
      if (!conversation) throw new HttpError(404, NO_CONVERSATION);
      const messages = await conversationMessages(db, conversation.id);
      return { messages: messages.map(toUIMessage), crisis: conversation.crisis };
    },
  );
};
