import { useEffect, useState } from 'react';
import { LOUNGE_COMMENT_CREATED, LOUNGE_POST_CREATED, type LoungeCommentEvent, type LoungePostEvent } from '#shared/lounge/events';
import { subscribeRealtime } from '#web/lib/realtime';
import { fetchPostSummary } from './get-thread';

/**
 * New posts for the feed on screen (one circle or all), counted rather than shown, so nothing jumps:
 * each announced post is asked for first (blocks and moderation apply), and the member's own are skipped.
 */
export function useNewPosts(circle: string | null, known: ReadonlySet<string>) {
  const [fresh, setFresh] = useState<string[]>([]);
  useEffect(() => {
    setFresh([]);
    return subscribeRealtime(LOUNGE_POST_CREATED, (data) => {
      const event = data as LoungePostEvent;
      if (circle && event.circle !== circle) return;
      void fetchPostSummary(event.postId)
        .then((post) => {
          if (!post.author?.you) setFresh((ids) => (ids.includes(post.id) ? ids : [...ids, post.id]));
        })
        .catch(() => undefined);
    });
  }, [circle]);
  return { count: fresh.filter((id) => !known.has(id)).length, clear: () => setFresh([]) };
}

/** New comments on the thread on screen, by id, leaving out those already shown. */
export function useNewComments(postId: string, known: ReadonlySet<string>) {
  const [fresh, setFresh] = useState<string[]>([]);
  useEffect(() => {
    setFresh([]);
    return subscribeRealtime(LOUNGE_COMMENT_CREATED, (data) => {
      const event = data as LoungeCommentEvent;
      if (event.postId === postId) setFresh((ids) => (ids.includes(event.commentId) ? ids : [...ids, event.commentId]));
    });
  }, [postId]);
  return { count: fresh.filter((id) => !known.has(id)).length, clear: () => setFresh([]) };
}
