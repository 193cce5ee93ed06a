import { useInfiniteQuery } from '@tanstack/react-query';
import { SofiaConversationsResponse } from './replies';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { CONVERSATIONS_PATH, SOFIA_KEYS } from './query-keys';

/** GET /api/sofia/conversations (member): the member's own conversations, the last talked in first, a page at a time. */
export function useSofiaConversations() {
  return useInfiniteQuery({
    queryKey: SOFIA_KEYS.conversations,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pageParam ? `${CONVERSATIONS_PATH}?cursor=${encodeURIComponent(pageParam)}` : CONVERSATIONS_PATH, {
        parse: zodParser(SofiaConversationsResponse),
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
