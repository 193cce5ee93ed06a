import { useQuery } from '@tanstack/react-query';
import { ThreadView } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { threadKey } from './query-keys';

/** GET /api/lounge/posts/:id (member): a post and its comments as this member may see them. */
export function useThread(postId: string) {
  return useQuery({
    queryKey: threadKey(postId),
    queryFn: ({ signal }) => apiRequest(`/api/lounge/posts/${encodeURIComponent(postId)}`, { parse: zodParser(ThreadView), signal }),
  });
}
