import { useQuery } from '@tanstack/react-query';
import { SofiaConversationsResponse } from './replies';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { CONVERSATIONS_PATH, SOFIA_KEYS } from './query-keys';

/** GET /api/sofia/conversations (member): the member's own conversations, newest first. */
export function useSofiaConversations() {
  return useQuery({
    queryKey: SOFIA_KEYS.conversations,
    queryFn: ({ signal }) => apiRequest(CONVERSATIONS_PATH, { parse: zodParser(SofiaConversationsResponse), signal }),
  });
}
