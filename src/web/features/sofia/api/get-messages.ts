import { useQuery } from '@tanstack/react-query';
import { SofiaMessagesResponse } from './replies';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { conversationPath, SOFIA_KEYS } from './query-keys';

/**
 * GET /api/sofia/conversations/:id/messages (member): the conversation so far, and whether a
 * crisis flow happened in it (the banner stays). Read once per visit: the chat keeps it from there.
 */
export function useSofiaMessages(id: string) {
  return useQuery({
    queryKey: SOFIA_KEYS.messages(id),
    queryFn: ({ signal }) => apiRequest(conversationPath(id, '/messages'), { parse: zodParser(SofiaMessagesResponse), signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
