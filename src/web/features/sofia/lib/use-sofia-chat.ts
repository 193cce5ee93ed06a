import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createConversation } from '../api/create-conversation';
import { SOFIA_KEYS } from '../api/query-keys';
import { messageText, type SofiaMessage, sofiaTransport } from './sofia-transport';

interface SofiaChatOptions {
  /** The open conversation, or null: the first message then starts one. */
  conversationId: string | null;
  initialMessages?: SofiaMessage[];
  /** A conversation started here got its id (the page puts it in the address). */
  onStarted?: (id: string) => void;
  /** Sofia finished a reply (the voice page says it aloud). */
  onReply?: (message: SofiaMessage, text: string) => void;
}

/**
 * The chat of one conversation on the ai SDK's useChat. `send` answers whether the message went:
 * on a refusal or a lost connection the failed message leaves the list, `error` says why, and the
 * caller puts the words back in the box. `announcement` is Sofia's newest finished reply, for a
 * polite live region.
 */
export function useSofiaChat({ conversationId, initialMessages, onStarted, onReply }: SofiaChatOptions) {
  const queryClient = useQueryClient();
  const idRef = useRef(conversationId);
  const failed = useRef<Error | null>(null);
  // The chat is made once: useChat starts a new one whenever its id changes, and a chat started
  // here gets its conversation id with the first message.
  const [chatId] = useState(() => conversationId ?? undefined);
  const [transport] = useState(() => sofiaTransport(() => idRef.current ?? ''));
  const [startError, setStartError] = useState<Error | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const chat = useChat<SofiaMessage>({
    id: chatId,
    messages: initialMessages,
    transport,
    onError: (error) => {
      failed.current = error;
    },
    onFinish: ({ message, isAbort, isError }) => {
      if (isAbort || isError) return;
      const text = messageText(message);
      setAnnouncement(`Sofia: ${text}`);
      onReply?.(message, text);
      void queryClient.invalidateQueries({ queryKey: SOFIA_KEYS.conversations });
      // Today's count of turns moved on: the note beside the box follows it.
      void queryClient.invalidateQueries({ queryKey: SOFIA_KEYS.status });
    },
  });

  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  async function send(text: string): Promise<boolean> {
    const words = text.trim();
    if (!words || busy) return false;
    setStartError(null);
    if (!idRef.current) {
      try {
        idRef.current = (await createConversation()).id;
        onStarted?.(idRef.current);
      } catch (error) {
        setStartError(error as Error);
        return false;
      }
    }
    failed.current = null;
    await chat.sendMessage({ text: words });
    if (!failed.current) return true;
    // The member's message did not reach Sofia: it goes back to the box, not into the record.
    chat.setMessages((messages) => (messages.at(-1)?.role === 'user' ? messages.slice(0, -1) : messages));
    return false;
  }

  return {
    messages: chat.messages,
    busy,
    error: startError ?? (chat.status === 'error' ? (chat.error ?? null) : null),
    announcement,
    send,
  };
}
