import { useEffect, useState } from 'react';
import { ThreadView } from '#shared/contracts/lounge';
import { LOUNGE_COMMENT_CREATED, type LoungeCommentEvent } from '#shared/lounge/events';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { subscribeRealtime } from '#web/lib/realtime';
import { wasWrittenHere } from './written-here';

/**
 * New comments on the thread on screen, by id, leaving out those already shown. Each announced
 * comment is looked for in the thread as the member may see it (blocks, moderation and deletions
 * apply); those this tab wrote are skipped (the member's own from another tab or device do count), as
 * is one that was shown and has since gone.
 */
export function useNewComments(postId: string, known: ReadonlySet<string>) {
  const [fresh, setFresh] = useState<string[]>([]);
  const [seen] = useState(() => new Set<string>());
  for (const id of known) seen.add(id);
  useEffect(() => {
    setFresh([]);
    return subscribeRealtime(LOUNGE_COMMENT_CREATED, (data) => {
      const event = data as LoungeCommentEvent;
      if (event.postId !== postId) return;
      void apiRequest(`/api/lounge/posts/${encodeURIComponent(postId)}`, { parse: zodParser(ThreadView) })
        .then((thread) => {
          const comment = thread.comments.find((c) => c.id === event.commentId);
          if (comment && !comment.removed && !wasWrittenHere(comment.id))
            setFresh((ids) => (ids.includes(comment.id) ? ids : [...ids, comment.id]));
        })
        .catch(() => undefined);
    });
  }, [postId]);
  const ids = fresh.filter((id) => !seen.has(id));
  return { ids, count: ids.length, clear: () => setFresh([]) };
}
