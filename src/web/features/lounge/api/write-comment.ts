import { type CommentInput, CommentWritten } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** POST /api/lounge/posts/:id/comments (member): a comment or a reply. */
export function useWriteComment(postId: string) {
  return useRefreshingMutation(
    (input: CommentInput) => sendJson('POST', `/api/lounge/posts/${encodeURIComponent(postId)}/comments`, input, CommentWritten),
    LOUNGE_KEY,
  );
}
