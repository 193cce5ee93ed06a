import { useInfiniteQuery } from '@tanstack/react-query';
import { SofiaConversationsResponse } from './replies';
import { pagesQuery } from '#web/lib/paged-query';
import { CONVERSATIONS_PATH, SOFIA_KEYS } from './query-keys';

/** GET /api/sofia/conversations (member): the member's own conversations, the last talked in first, a page at a time. */
export function useSofiaConversations() {
  return useInfiniteQuery(pagesQuery(SOFIA_KEYS.conversations, CONVERSATIONS_PATH, new URLSearchParams(), SofiaConversationsResponse));
}
