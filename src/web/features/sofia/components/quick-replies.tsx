import { Button } from '#web/components/ui/button';

/** `data-quick-replies` (and an exercise step's replies): one tap sends the words as the member's message. */
export function QuickReplies({ replies, onReply }: { replies: readonly string[]; onReply: (text: string) => void }) {
  return (
    <div role="group" aria-label="Quick replies" className="flex flex-wrap gap-2">
      {replies.map((reply) => (
        <Button key={reply} variant="secondary" size="sm" onClick={() => onReply(reply)}>
          {reply}
        </Button>
      ))}
    </div>
  );
}
