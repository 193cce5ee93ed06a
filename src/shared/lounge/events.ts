/**
 * The Lounge's live events (spec 7: realtime on community_posts and community_comments inserts).
 * They go to every signed-in stream under one topic; each carries ids only, and a page asks the
 * API for the item, which applies blocks and moderation for the person who reads it.
 */
export const LOUNGE_TOPIC = 'topic:lounge';
export const LOUNGE_POST_CREATED = 'lounge.post';
export const LOUNGE_COMMENT_CREATED = 'lounge.comment';

export interface LoungePostEvent {
  postId: string;
  circle: string;
}
export interface LoungeCommentEvent {
  postId: string;
  commentId: string;
}
