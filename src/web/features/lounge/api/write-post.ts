import { type PostInput, PostWritten } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';
import { rememberWrittenHere } from './written-here';

async function writePost(input: PostInput) {
  const written = await sendJson('POST', '/api/lounge/posts', input, PostWritten);
  rememberWrittenHere(written.post.id);
  return written;
}

/** POST /api/lounge/posts (member): the post, and the crisis tier of its words. This tab's live bar skips it. */
export function useWritePost() {
  return useRefreshingMutation(writePost, LOUNGE_KEY);
}
