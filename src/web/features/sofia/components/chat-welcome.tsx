import { QuickReplies } from './simple-parts';

/** Ways to begin, for an empty conversation. */
export const OPENERS = ['I feel stressed', 'Can we do 4-7-8 breathing?', 'Help me reframe a thought', 'What can you do?'];

/** What an empty conversation shows: Sofia's hello and a few ways to begin. */
export function ChatWelcome({ onReply }: { onReply: (text: string) => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <p>Hi, I am Sofia. What is on your mind today? Say it freely, or start with one of these.</p>
      <QuickReplies replies={OPENERS} onReply={onReply} />
    </div>
  );
}
