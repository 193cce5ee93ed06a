import { lazy, Suspense } from 'react';
import { QuickReplies } from './quick-replies';

// The welcome reads the plan table (is Sofia in the member's plan?). It loads beside the
// conversation page rather than with it, keeping the page's chunk within its budget (decision 174).
// The openers are drawn here, with the page's own quick replies, so the welcome's chunk needs none
// of the conversation's code.
const ChatWelcomeContent = lazy(() => import('./chat-welcome-content'));

/** Ways to begin, for an empty conversation. */
export const OPENERS = ['I feel stressed', 'Can we do 4-7-8 breathing?', 'Help me reframe a thought', 'What can you do?'];

/** What an empty conversation shows: Sofia's hello, and ways to begin or what stays open. */
export function ChatWelcome({ onReply }: { onReply: (text: string) => void }) {
  return (
    <Suspense fallback={null}>
      <ChatWelcomeContent openers={<QuickReplies replies={OPENERS} onReply={onReply} />} />
    </Suspense>
  );
}
