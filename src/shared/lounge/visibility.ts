import type { ItemStatus } from './moderation';

/**
 * Who sees a post or comment (issue 21): published items for everyone except members who blocked
 * the author; held and hidden items only for their author (told why) and moderators; an item its
 * author deleted, or a moderator removed, only as "[removed]" where replies still hang from it.
 * A suspended author's earlier items stay: a suspension pauses posting, not what was said.
 */
export const REMOVED_TEXT = '[removed]';

export interface ItemFacts {
  status: ItemStatus;
  /** The author deleted it (or their account); its text is gone. */
  deleted: boolean;
  authorId: string | null;
  /** Visible replies still hanging from it (comments on a post, replies to a comment). */
  replies: number;
}

export interface Viewer {
  userId: string;
  moderator: boolean;
  /** Authors this viewer blocked. */
  blocked: ReadonlySet<string>;
}

export type Visibility = 'full' | 'removed' | 'none';

export function visibility(item: ItemFacts, viewer: Viewer): Visibility {
  if (item.deleted || item.status === 'removed') return item.replies > 0 ? 'removed' : 'none';
  if (item.authorId && viewer.blocked.has(item.authorId)) return 'none';
  if (item.status === 'published') return 'full';
  return viewer.moderator || (item.authorId !== null && item.authorId === viewer.userId) ? 'full' : 'none';
}
