import type { CommentView, LoungeMe, PostView } from '#shared/contracts/lounge';
import { GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import { signedInRoutes } from '#web/testing/sessions';

/** The Lounge as the page tests see it: a joined member (Fern), one post by Willow, one circle. */
export const me = (over: Partial<LoungeMe> = {}): LoungeMe => ({
  identity: { name: 'Fern', kind: 'pseudonym', memberKey: '00000000-0000-4000-8000-000000000001' },
  firstName: 'Ada',
  guidelines: { current: GUIDELINES_VERSION, accepted: GUIDELINES_VERSION },
  suspendedUntil: null,
  notices: [],
  blocked: [],
  moderator: false,
  ...over,
});

export const post = (over: Partial<PostView> = {}): PostView => ({
  id: '10000000-0000-4000-8000-000000000001',
  circle: 'boundaries',
  title: 'I said no',
  body: 'What helped:\n- a *slow* walk\n- reading https://www.nhs.uk/stress\n\n<b>not bold</b>',
  author: { memberKey: '00000000-0000-4000-8000-000000000002', name: 'Willow', badge: 'coach', you: false },
  removed: false,
  status: 'published',
  moderationReason: null,
  edited: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  reactions: { calm: 2, me_too: 0, helped: 1 },
  mine: ['calm'],
  commentCount: 3,
  ...over,
});

const CIRCLES = { body: { circles: [{ slug: 'boundaries', name: 'Boundaries', description: 'Saying no.', host: null, muted: false }] } };
export const routes = (self: LoungeMe, posts: PostView[] = [post()]) => ({
  ...signedInRoutes(),
  '/api/lounge/me': { body: self },
  '/api/lounge/circles': CIRCLES,
  '/api/lounge/posts': { body: { posts, nextCursor: null } },
});

export const comment = (over: Partial<CommentView> = {}): CommentView => ({
  id: '20000000-0000-4000-8000-000000000001',
  postId: post().id,
  parentId: null,
  body: 'You did well.',
  author: { memberKey: '00000000-0000-4000-8000-000000000003', name: 'Ben', badge: null, you: false },
  removed: false,
  status: 'published',
  moderationReason: null,
  edited: false,
  createdAt: '2026-11-27T11:00:00.000Z',
  reactions: { calm: 0, me_too: 0, helped: 0 },
  mine: [],
  ...over,
});
