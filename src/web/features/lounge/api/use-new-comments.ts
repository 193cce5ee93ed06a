import { useEffect, useState } from 'react';
import { LOUNGE_COMMENT_CREATED, type LoungeCommentEvent } from '#shared/lounge/events';
import { subscribeRealtime } from '#web/lib/realtime';

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
