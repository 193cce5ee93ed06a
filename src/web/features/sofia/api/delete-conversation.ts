import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { conversationPath, SOFIA_KEYS } from './query-keys';

function deleteConversation(id: string) {
  return apiRequest(conversationPath(id), { method: 'DELETE', parse: ignoreReply });
}

/** DELETE /api/sofia/conversations/:id (member): the conversation and its messages, for good. */
export function useDeleteConversation() {
  return useRefreshingMutation(deleteConversation, SOFIA_KEYS.conversations);
}
