/** Every Lounge query lives under this key, so a change can refresh them together. */
export const LOUNGE_KEY = ['lounge'] as const;
export const LOUNGE_ME_KEY = [...LOUNGE_KEY, 'me'] as const;
export const feedKey = (circle: string | null) => [...LOUNGE_KEY, 'feed', circle ?? 'all'] as const;
export const threadKey = (postId: string) => [...LOUNGE_KEY, 'thread', postId] as const;
/** The address of one post or comment. */
export const itemApiPath = (kind: 'post' | 'comment', id: string) => `/api/lounge/${kind}s/${encodeURIComponent(id)}`;
export const MODERATION_KEY = ['admin', 'moderation'] as const;
