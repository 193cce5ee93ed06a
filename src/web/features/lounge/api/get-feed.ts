import { useInfiniteQuery } from '@tanstack/react-query';
import { FeedPage } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { feedKey } from './query-keys';

/** GET /api/lounge/posts?circle=&cursor= (member): newest first, one page after another. */
export function useFeed(circle: string | null) {
  return useInfiniteQuery({
    queryKey: feedKey(circle),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20', ...(circle ? { circle } : {}), ...(pageParam ? { cursor: pageParam } : {}) });
      return apiRequest(`/api/lounge/posts?${query}`, { parse: zodParser(FeedPage), signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
