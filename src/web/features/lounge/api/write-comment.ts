import { type CommentInput, CommentWritten } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';
import { rememberWrittenHere } from './written-here';

/** POST /api/lounge/posts/:id/comments (member): a comment or a reply. This tab's live bar skips it. */
export function useWriteComment(postId: string) {
  return useRefreshingMutation(async (input: CommentInput) => {
    const written = await sendJson('POST', `/api/lounge/posts/${encodeURIComponent(postId)}/comments`, input, CommentWritten);
    rememberWrittenHere(written.comment.id);
    return written;
  }, LOUNGE_KEY);
}
