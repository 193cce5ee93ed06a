import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CircleList,
  CircleParams,
  CommentEditInput,
  CommentInput,
  CommentWritten,
  Done,
  FeedPage,
  FeedQuery,
  GuidelinesInput,
  IdentityInput,
  ItemParams,
  LoungeMe,
  MemberParams,
  PostEditInput,
  PostInput,
  PostView,
  PostWritten,
  ReactionParams,
  ReportInput,
  ThreadView,
} from '#shared/contracts/lounge';
import { requireUser } from '#server/platform/access';
import type { Lounge } from './plugin';

const ok = { ok: true } as const;
const member = { access: 'member' } as const;

/** The Lounge for members: feeds, threads, writing, reactions, reports, blocks, mutes and identity. */
export const loungeRoutes: FastifyPluginAsyncZod<{ lounge: Lounge }> = async (app, { lounge }) => {
  const { members, feeds, writing, social } = lounge;
  const viewer = (actor: Parameters<typeof requireUser>[0]) => members.viewer(requireUser(actor));

  app.get('/api/lounge/me', { config: member, schema: { response: { 200: LoungeMe } } }, async (req) => members.me(requireUser(req.actor)));
  app.post('/api/lounge/me/identity', { config: member, schema: { body: IdentityInput, response: { 200: LoungeMe } } }, async (req) => {
    await members.chooseIdentity(requireUser(req.actor), req.body);
    return members.me(requireUser(req.actor));
  });
  app.post('/api/lounge/me/guidelines', { config: member, schema: { body: GuidelinesInput, response: { 200: LoungeMe } } }, async (req) => {
    await members.acceptGuidelines(requireUser(req.actor), req.body.version);
    return members.me(requireUser(req.actor));
  });

  app.get('/api/lounge/circles', { config: member, schema: { response: { 200: CircleList } } }, async (req) =>
    social.circles(requireUser(req.actor)),
  );
  app.put(
    '/api/lounge/circles/:circle/mute',
    { config: member, schema: { params: CircleParams, response: { 200: Done } } },
    async (req) => {
      await social.mute(requireUser(req.actor), req.params.circle, true);
      return ok;
    },
  );
  app.delete(
    '/api/lounge/circles/:circle/mute',
    { config: member, schema: { params: CircleParams, response: { 200: Done } } },
    async (req) => {
      await social.mute(requireUser(req.actor), req.params.circle, false);
      return ok;
    },
  );
  app.put(
    '/api/lounge/circles/:circle/host',
    { config: { access: 'coach' }, schema: { params: CircleParams, response: { 200: Done } } },
    async (req) => {
      await social.host(requireUser(req.actor), req.params.circle);
      return ok;
    },
  );

  app.get('/api/lounge/posts', { config: member, schema: { querystring: FeedQuery, response: { 200: FeedPage } } }, async (req) =>
    feeds.feed(await viewer(req.actor), req.query),
  );
  app.get('/api/lounge/helpful', { config: member, schema: { response: { 200: FeedPage } } }, async (req) =>
    feeds.helpful(await viewer(req.actor)),
  );
  app.get('/api/lounge/posts/:id', { config: member, schema: { params: ItemParams, response: { 200: ThreadView } } }, async (req) =>
    feeds.thread(await viewer(req.actor), req.params.id),
  );
  app.get('/api/lounge/posts/:id/summary', { config: member, schema: { params: ItemParams, response: { 200: PostView } } }, async (req) =>
    feeds.post(await viewer(req.actor), req.params.id),
  );

  const writes = member;
  app.post('/api/lounge/posts', { config: writes, schema: { body: PostInput, response: { 201: PostWritten } } }, async (req, reply) =>
    reply.code(201).send(await writing.createPost(requireUser(req.actor), req.body)),
  );
  app.patch(
    '/api/lounge/posts/:id',
    { config: writes, schema: { params: ItemParams, body: PostEditInput, response: { 200: PostWritten } } },
    async (req) => writing.editPost(requireUser(req.actor), req.params.id, req.body),
  );
  app.delete('/api/lounge/posts/:id', { config: member, schema: { params: ItemParams, response: { 200: Done } } }, async (req) => {
    await writing.deletePost(requireUser(req.actor), req.params.id);
    return ok;
  });
  app.post(
    '/api/lounge/posts/:id/comments',
    { config: writes, schema: { params: ItemParams, body: CommentInput, response: { 201: CommentWritten } } },
    async (req, reply) => reply.code(201).send(await writing.createComment(requireUser(req.actor), req.params.id, req.body)),
  );
  app.patch(
    '/api/lounge/comments/:id',
    { config: writes, schema: { params: ItemParams, body: CommentEditInput, response: { 200: CommentWritten } } },
    async (req) => writing.editComment(requireUser(req.actor), req.params.id, req.body),
  );
  app.delete('/api/lounge/comments/:id', { config: member, schema: { params: ItemParams, response: { 200: Done } } }, async (req) => {
    await writing.deleteComment(requireUser(req.actor), req.params.id);
    return ok;
  });

  app.put(
    '/api/lounge/reactions/:kind/:id/:reaction',
    { config: member, schema: { params: ReactionParams, response: { 200: Done } } },
    async (req) => {
      await social.react(requireUser(req.actor), req.params.kind, req.params.id, req.params.reaction, true);
      return ok;
    },
  );
  app.delete(
    '/api/lounge/reactions/:kind/:id/:reaction',
    { config: member, schema: { params: ReactionParams, response: { 200: Done } } },
    async (req) => {
      await social.react(requireUser(req.actor), req.params.kind, req.params.id, req.params.reaction, false);
      return ok;
    },
  );
  app.post('/api/lounge/reports', { config: writes, schema: { body: ReportInput, response: { 201: Done } } }, async (req, reply) => {
    await social.report(requireUser(req.actor), req.body);
    return reply.code(201).send(ok);
  });
  app.put('/api/lounge/blocks/:memberKey', { config: member, schema: { params: MemberParams, response: { 200: Done } } }, async (req) => {
    await social.block(requireUser(req.actor), req.params.memberKey, true);
    return ok;
  });
  app.delete(
    '/api/lounge/blocks/:memberKey',
    { config: member, schema: { params: MemberParams, response: { 200: Done } } },
    async (req) => {
      await social.block(requireUser(req.actor), req.params.memberKey, false);
      return ok;
    },
  );
};
