import { Check } from 'lucide-react';
import type { FlowpathState } from '#shared/contracts/flowpath';
import type { FlowpathContent, Stage } from '#shared/flowpath/content';
import { cn } from '#web/lib/cn';

/**
 * The seven stages as a list of buttons; the open one is marked current, finished ones ticked. On a
 * phone the list scrolls sideways, so while a save is under way the buttons stay focusable
 * (aria-disabled, presses ignored): a scrolling list of disabled buttons cannot be reached by keyboard.
 */
export function StageNav({
  content,
  state,
  onOpen,
  disabled,
}: {
  content: FlowpathContent;
  state: FlowpathState;
  onOpen: (stage: Stage) => unknown;
  disabled: boolean;
}) {
  return (
    <nav aria-label="FlowPath stages">
      {/* relative: the "(finished)" words are absolutely placed (sr-only); without a positioned
          ancestor inside the scrolling list they escape its clip at their place off to the right and
          widen the whole page on a phone, which then pans sideways and taps land off target. */}
      <ol className="relative flex gap-2 overflow-x-auto pb-2">
        {content.guide.stages.map((stage, i) => {
          const current = state.progress.stage === stage.id;
          const done = Boolean(state.progress.completed[stage.id]);
          return (
            <li key={stage.id} className="shrink-0">
              <button
                type="button"
                aria-disabled={disabled || undefined}
                aria-current={current ? 'step' : undefined}
                onClick={() => {
                  if (!disabled) onOpen(stage.id);
                }}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold aria-disabled:opacity-60',
                  current ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-foreground',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" strokeWidth={1.75} /> : <span aria-hidden="true">{i + 1}</span>}
                {stage.title}
                {done && <span className="sr-only">(finished)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
