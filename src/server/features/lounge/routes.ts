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
import type { z } from 'zod';
import type { Actor } from '#shared/access/policy';
import { requireUser, type UserActor } from '#server/platform/access';
import { done } from '#server/platform/done';
import type { Lounge } from './plugin';
import { MEMBER_READ } from '#server/platform/private-words';

const ok = { ok: true } as const;
const member = { access: 'member' } as const;

/** The Lounge for members: feeds, threads, writing, reactions, reports, blocks, mutes and identity. */
export const loungeRoutes: FastifyPluginAsyncZod<{ lounge: Lounge }> = async (app, { lounge }) => {
  const { members, feeds, writing, social } = lounge;
  const viewer = (actor: Actor) => members.viewer(requireUser(actor));
  /** A member's switch at one address (a mute, a reaction, a block): PUT turns it on, DELETE off. */
  const onOff = <P extends z.ZodType>(
    url: string,
    params: P,
    set: (user: UserActor, params: z.output<P>, on: boolean) => Promise<unknown>,
  ) =>
    app.route({
      method: ['PUT', 'DELETE'],
      url,
      config: member,
      schema: { params, response: { 200: Done } },
      handler: (req) => done(set(requireUser(req.actor), req.params as z.output<P>, req.method === 'PUT')),
    });

  app.get('/api/lounge/me', { config: MEMBER_READ, schema: { response: { 200: LoungeMe } } }, async (req) =>
    members.me(requireUser(req.actor)),
  );
  app.post('/api/lounge/me/identity', { config: member, schema: { body: IdentityInput, response: { 200: LoungeMe } } }, async (req) => {
    await members.chooseIdentity(requireUser(req.actor), req.body);
    return members.me(requireUser(req.actor));
  });
  app.post('/api/lounge/me/guidelines', { config: member, schema: { body: GuidelinesInput, response: { 200: LoungeMe } } }, async (req) => {
    await members.acceptGuidelines(requireUser(req.actor), req.body.version);
    return members.me(requireUser(req.actor));
  });

  app.get('/api/lounge/circles', { config: MEMBER_READ, schema: { response: { 200: CircleList } } }, async (req) =>
    social.circles(requireUser(req.actor)),
  );
  onOff('/api/lounge/circles/:circle/mute', CircleParams, (user, params, on) => social.mute(user, params.circle, on));
  app.put(
    '/api/lounge/circles/:circle/host',
    { config: { access: 'coach' }, schema: { params: CircleParams, response: { 200: Done } } },
    (req) => done(social.host(requireUser(req.actor), req.params.circle)),
  );

  app.get('/api/lounge/posts', { config: MEMBER_READ, schema: { querystring: FeedQuery, response: { 200: FeedPage } } }, async (req) =>
    feeds.feed(await viewer(req.actor), req.query),
  );
  app.get('/api/lounge/helpful', { config: MEMBER_READ, schema: { response: { 200: FeedPage } } }, async (req) =>
    feeds.helpful(await viewer(req.actor)),
  );
  app.get('/api/lounge/posts/:id', { config: MEMBER_READ, schema: { params: ItemParams, response: { 200: ThreadView } } }, async (req) =>
    feeds.thread(await viewer(req.actor), req.params.id),
  );
  app.get(
    '/api/lounge/posts/:id/summary',
    { config: MEMBER_READ, schema: { params: ItemParams, response: { 200: PostView } } },
    async (req) => feeds.post(await viewer(req.actor), req.params.id),
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
  app.delete('/api/lounge/posts/:id', { config: member, schema: { params: ItemParams, response: { 200: Done } } }, (req) =>
    done(writing.deletePost(requireUser(req.actor), req.params.id)),
  );
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
  app.delete('/api/lounge/comments/:id', { config: member, schema: { params: ItemParams, response: { 200: Done } } }, (req) =>
    done(writing.deleteComment(requireUser(req.actor), req.params.id)),
  );

  onOff('/api/lounge/reactions/:kind/:id/:reaction', ReactionParams, (user, params, on) =>
    social.react(user, params.kind, params.id, params.reaction, on),
  );
  app.post('/api/lounge/reports', { config: writes, schema: { body: ReportInput, response: { 201: Done } } }, async (req, reply) => {
    await social.report(requireUser(req.actor), req.body);
    return reply.code(201).send(ok);
  });
  onOff('/api/lounge/blocks/:memberKey', MemberParams, (user, params, on) => social.block(user, params.memberKey, on));
};
