import { ConversationPage, type SessionProps } from '../components/conversation-page';
import { ConversationView } from '../components/conversation-view';
import { useSofiaChat } from '../lib/use-sofia-chat';

/** /sofia/chat (issue 20): a streaming conversation with Sofia; `?c=<id>` for an earlier one. */
export default function SofiaChatPage() {
  return (
    <ConversationPage
      title="Chat with Sofia"
      lead="Write as much or as little as you like. Sofia answers from what you share and your own check-ins, one small step at a time."
      other={{ path: '/sofia/voice', label: 'Talk out loud instead' }}
      Session={ChatSession}
    />
  );
}

function ChatSession({ crisisBefore, ...options }: SessionProps) {
  const chat = useSofiaChat(options);
  return <ConversationView chat={chat} crisisBefore={crisisBefore} />;
}
