import { PostView } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/lounge/posts/:id/summary: one post, when the member may see it (a live notice checks before counting it). */
export function fetchPostSummary(postId: string) {
  return apiRequest(`/api/lounge/posts/${encodeURIComponent(postId)}/summary`, { parse: zodParser(PostView) });
}
