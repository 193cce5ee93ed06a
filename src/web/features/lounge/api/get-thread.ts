import { useQuery } from '@tanstack/react-query';
import { PostView, ThreadView } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { threadKey } from './query-keys';

/** GET /api/lounge/posts/:id (member): a post and its comments as this member may see them. */
export function useThread(postId: string) {
  return useQuery({
    queryKey: threadKey(postId),
    queryFn: ({ signal }) => apiRequest(`/api/lounge/posts/${encodeURIComponent(postId)}`, { parse: zodParser(ThreadView), signal }),
  });
}

/** GET /api/lounge/posts/:id/summary: one post, when the member may see it (a live notice checks before counting it). */
export function fetchPostSummary(postId: string) {
  return apiRequest(`/api/lounge/posts/${encodeURIComponent(postId)}/summary`, { parse: zodParser(PostView) });
}
