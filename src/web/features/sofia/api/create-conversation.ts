import { SofiaConversationResponse } from './replies';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { CONVERSATIONS_PATH } from './query-keys';

/** POST /api/sofia/conversations (member): a new, empty conversation. */
export async function createConversation(title?: string) {
  const reply = await apiRequest(CONVERSATIONS_PATH, {
    method: 'POST',
    body: title ? { title } : {},
    parse: zodParser(SofiaConversationResponse),
  });
  return reply.conversation;
}
