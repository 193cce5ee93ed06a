import { lazy, Suspense } from 'react';

// The welcome reads the plan table (is Sofia in the member's plan?). It loads beside the
// conversation page rather than with it, keeping the page's chunk within its budget (decision 174).
const ChatWelcomeContent = lazy(() => import('./chat-welcome-content'));

/** What an empty conversation shows: Sofia's hello, and ways to begin or what stays open. */
export function ChatWelcome({ onReply }: { onReply: (text: string) => void }) {
  return (
    <Suspense fallback={null}>
      <ChatWelcomeContent onReply={onReply} />
    </Suspense>
  );
}
