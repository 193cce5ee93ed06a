import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/lib/cn';

/** Gentle writing prompts as toggle buttons; the chosen one is pressed. */
export function JournalPrompts({
  prompts,
  chosen,
  onChoose,
}: {
  prompts: readonly string[];
  chosen: string | null;
  onChoose: (prompt: string) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" strokeWidth={1.75} className="size-5 text-accent-text" />
        Need a place to start? Pick a prompt
      </p>
      <ul className="flex flex-wrap gap-2">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              aria-pressed={chosen === prompt}
              onClick={() => onChoose(prompt)}
              className={cn(
                'min-h-11 rounded-full border border-border bg-surface px-4 py-2 text-left text-sm transition-colors duration-200 ease-out hover:bg-muted',
                'aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:font-semibold',
              )}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
