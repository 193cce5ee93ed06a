import { Check } from 'lucide-react';
import type { FlowpathState } from '#shared/contracts/flowpath';
import type { FlowpathContent, Stage } from '#shared/flowpath/content';
import { cn } from '#web/lib/cn';

/** The seven stages as a list of buttons; the open one is marked current, finished ones ticked. */
export function StageNav({
  content,
  state,
  onOpen,
  disabled,
}: {
  content: FlowpathContent;
  state: FlowpathState;
  onOpen: (stage: Stage) => void;
  disabled: boolean;
}) {
  return (
    <nav aria-label="FlowPath stages">
      <ol className="flex gap-2 overflow-x-auto pb-2">
        {content.guide.stages.map((stage, i) => {
          const current = state.progress.stage === stage.id;
          const done = Boolean(state.progress.completed[stage.id]);
          return (
            <li key={stage.id} className="shrink-0">
              <button
                type="button"
                disabled={disabled}
                aria-current={current ? 'step' : undefined}
                onClick={() => onOpen(stage.id)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold',
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
