import { type Ref, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';

export const MESSAGE_MAX = 2000;

interface ChatComposerProps {
  /** Sends the words; false when they did not go (they are put back in the box). */
  onSend: (text: string) => Promise<boolean>;
  busy: boolean;
  label?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The text box under the chat. Enter sends, Shift+Enter starts a new line. Focus stays in the box
 * (nothing moves it), and words that could not be sent come back into it.
 */
export function ChatComposer({ onSend, busy, label = 'Message Sofia', ref }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  async function submit() {
    const words = text;
    if (!words.trim() || busy) return;
    setText('');
    const sent = await onSend(words);
    if (!sent) setText((current) => current || words);
  }
  return (
    <form
      aria-label="Write to Sofia"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <textarea
          ref={ref}
          id={id}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-12 w-full resize-y rounded-xl border border-border bg-surface px-4 py-3 text-base text-foreground focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        />
      </div>
      <Button type="submit" disabled={busy || !text.trim()}>
        Send
      </Button>
    </form>
  );
}
