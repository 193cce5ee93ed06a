import { type PostInput, PostWritten } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** POST /api/lounge/posts (member): the post, and the crisis tier of its words. */
export function useWritePost() {
  return useRefreshingMutation((input: PostInput) => sendJson('POST', '/api/lounge/posts', input, PostWritten), LOUNGE_KEY);
}
