import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ItemActionInput,
  MemberActionInput,
  ModerationDone,
  ModerationItemParams,
  ModerationMemberParams,
  ModerationQueue,
} from '#shared/contracts/lounge-moderation';
import { requireUser } from '#server/platform/access';
import type { Lounge } from './plugin';

const admin = { access: 'admin' } as const;

/** /admin/moderation (spec 2.7): the queue and the actions, admin and above. */
export const moderationRoutes: FastifyPluginAsyncZod<{ lounge: Lounge }> = async (app, { lounge }) => {
  const { moderation } = lounge;
  app.get('/api/admin/moderation/queue', { config: admin, schema: { response: { 200: ModerationQueue } } }, async () => moderation.queue());
  app.post(
    '/api/admin/moderation/items/:kind/:id',
    { config: admin, schema: { params: ModerationItemParams, body: ItemActionInput, response: { 200: ModerationDone } } },
    async (req) => moderation.actOnItem(requireUser(req.actor), req.params.kind, req.params.id, req.body.action, req.body.reason),
  );
  app.post(
    '/api/admin/moderation/members/:memberKey',
    { config: admin, schema: { params: ModerationMemberParams, body: MemberActionInput, response: { 200: ModerationDone } } },
    async (req) => moderation.actOnMember(requireUser(req.actor), req.params.memberKey, req.body.action, req.body.reason, req.body.days),
  );
};
