import { SofiaConversationResponse } from './replies';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { conversationPath, SOFIA_KEYS } from './query-keys';

function renameConversation({ id, title }: { id: string; title: string }) {
  return sendJson('PATCH', conversationPath(id), { title }, SofiaConversationResponse);
}

/** PATCH /api/sofia/conversations/:id (member): a new name (1–80 characters). */
export function useRenameConversation() {
  return useRefreshingMutation(renameConversation, SOFIA_KEYS.conversations);
}
