import { useEffect, useState } from 'react';
import { LOUNGE_POST_CREATED, type LoungePostEvent } from '#shared/lounge/events';
import { subscribeRealtime } from '#web/lib/realtime';
import { fetchPostSummary } from './get-post-summary';
import { wasWrittenHere } from './written-here';

/**
 * New posts for the feed on screen (one circle or all), counted rather than shown, so nothing jumps:
 * each announced post is asked for first (blocks and moderation apply), and those this tab wrote are
 * skipped (the member's own from another tab or device do count).
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
          if (!wasWrittenHere(post.id)) setFresh((ids) => (ids.includes(post.id) ? ids : [...ids, post.id]));
        })
        .catch(() => undefined);
    });
  }, [circle]);
  const ids = fresh.filter((id) => !known.has(id));
  return { ids, count: ids.length, clear: () => setFresh([]) };
}
