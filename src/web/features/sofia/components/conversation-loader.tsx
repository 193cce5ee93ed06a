import type { ReactNode } from 'react';
import { QueryState } from '#web/components/query-state';
import { useSofiaMessages } from '../api/get-messages';
import type { SofiaMessage } from '../lib/sofia-transport';

/** Loads a conversation's history once (GET …/messages) and hands it to the chat, with its crisis flag. */
export function ConversationLoader({ id, children }: { id: string; children: (messages: SofiaMessage[], crisis: boolean) => ReactNode }) {
  const query = useSofiaMessages(id);
  // Stored messages were written by our own server in the stream's shape (checked loosely by the contract).
  return (
    <QueryState query={query} what="your conversation" page>
      {(data) => children(data.messages as SofiaMessage[], data.crisis)}
    </QueryState>
  );
}
