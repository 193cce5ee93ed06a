export const SOFIA_KEYS = {
  all: ['sofia'] as const,
  conversations: ['sofia', 'conversations'] as const,
  messages: (id: string) => ['sofia', 'messages', id] as const,
  status: ['sofia', 'status'] as const,
};

export const CONVERSATIONS_PATH = '/api/sofia/conversations';

/** `/api/sofia/conversations/<id><tail>`, the id escaped (the chat's calls keep api-hooks out of its chunk). */
export const conversationPath = (id: string, tail = '') => `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}${tail}`;
