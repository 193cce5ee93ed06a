import { DefaultChatTransport } from 'ai';
import type { SofiaUIMessage } from '#shared/contracts/sofia';
import { ApiError, NETWORK_ERROR_DETAIL, toApiError } from '#web/lib/api-client';
import { conversationPath } from '../api/query-keys';

/** A message of a Sofia conversation: text parts and Sofia's data parts (`data-crisis`, `data-exercise`…). */
export type SofiaMessage = SofiaUIMessage;

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The fetch the chat uses: a refusal (problem+json) becomes the same ApiError every other call
 * throws, so the page says the server's words ("You have used today's messages…") and keeps
 * what was typed; no answer at all says so plainly.
 */
async function chatFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, title: 'Network error', detail: NETWORK_ERROR_DETAIL });
  }
  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => null);
  throw toApiError(response.status, payload);
}

/**
 * POST /api/sofia/conversations/:id/chat with the ai SDK's UI message stream. The conversation is
 * read when the message goes (a chat started on the page gets its id with the first message).
 * Only the newest message is sent: the server keeps the history and reads nothing else. The
 * browser's time zone lets it put the member's own crisis lines first.
 */
export function sofiaTransport(conversationId: () => string) {
  return new DefaultChatTransport<SofiaMessage>({
    fetch: chatFetch,
    prepareSendMessagesRequest: ({ id, messages, trigger, messageId }) => ({
      api: conversationPath(conversationId(), '/chat'),
      body: { id, messages: messages.slice(-1), trigger, messageId, timeZone: timeZone() },
    }),
  });
}

/** The text of a message, its text parts joined (what the live region and the voice say). */
export function messageText(message: SofiaMessage): string {
  return message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join(' ')
    .trim();
}

/** Whether a tier-1 crisis flow shows in these messages (the banner then stays for the session). */
export function hasCrisis(messages: readonly SofiaMessage[]): boolean {
  return messages.some((message) => message.parts.some((part) => part.type === 'data-crisis' && part.data.tier === 1));
}
