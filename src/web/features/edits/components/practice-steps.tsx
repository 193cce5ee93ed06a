import { ArrowLeft, ArrowRight, Check, ListChecks, RotateCcw } from 'lucide-react';
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useFocusWhen } from '#web/lib/use-focus-when';

export type StepsMode = 'one' | 'checklist';

interface PracticeStepsProps {
  steps: readonly string[];
  /** One step at a time (default), or all of them as a checklist. */
  initialMode?: StepsMode;
  /** Offer the switch between the two ways. */
  switchable?: boolean;
  name?: string;
  className?: string;
}

/** Steps done at the person's own pace: one at a time with Back and Next, or ticked off in a list. */
export function PracticeSteps({ steps, initialMode = 'one', switchable = true, name, className }: PracticeStepsProps) {
  const [mode, setMode] = useState<StepsMode>(initialMode);
  // Each way keeps its place while the other is shown: the step reached, and the steps ticked.
  const at = useState(0);
  const ticked = useState<ReadonlySet<number>>(new Set());
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {switchable && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'one' ? 'checklist' : 'one')}>
            {mode === 'one' ? <ListChecks aria-hidden="true" strokeWidth={1.75} /> : <ArrowRight aria-hidden="true" strokeWidth={1.75} />}
            {mode === 'one' ? 'Show all steps as a checklist' : 'Show one step at a time'}
          </Button>
        </div>
      )}
      {mode === 'one' ? <OneAtATime steps={steps} name={name} at={at} /> : <Checklist steps={steps} name={name} ticked={ticked} />}
    </div>
  );
}

type Held<T> = [T, Dispatch<SetStateAction<T>>];

function OneAtATime({ steps, name, at: [index, setIndex] }: { steps: readonly string[]; name?: string; at: Held<number> }) {
  const [finished, setFinished] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const last = index === steps.length - 1;
  // Finish takes its button away: focus moves to the closing words, so they are read out.
  const doneRef = useFocusWhen<HTMLParagraphElement>(finished);

  if (finished) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-border bg-muted px-6 py-8 text-center">
        <p ref={doneRef} tabIndex={-1} className="font-heading text-xl font-semibold outline-none">
          All {steps.length} steps done. Take a moment to notice how you feel.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setFinished(false);
            setIndex(0);
          }}
        >
          <RotateCcw aria-hidden="true" strokeWidth={1.75} />
          Go through again
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {/* The step's words change in place; the polite region reads each new one once. */}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="flex min-h-36 flex-col justify-center gap-2 rounded-card border border-border bg-muted px-6 py-6"
      >
        <p className="text-sm font-semibold text-muted-foreground">
          Step {index + 1} of {steps.length}
        </p>
        <p className="text-lg leading-relaxed">{steps[index]}</p>
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="outline"
          disabled={index === 0}
          aria-label={name ? `Back, ${name}` : undefined}
          onClick={() => {
            setIndex(Math.max(0, index - 1));
            // On the first step Back can go no further and is disabled: focus moves on to Next.
            if (index === 1) nextRef.current?.focus();
          }}
        >
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
          Back
        </Button>
        <Button
          ref={nextRef}
          aria-label={name ? `${last ? 'Finish' : 'Next'}, ${name}` : undefined}
          onClick={() => {
            if (last) setFinished(true);
            else setIndex((i) => i + 1);
          }}
        >
          {last ? 'Finish' : 'Next'}
          {last ? <Check aria-hidden="true" strokeWidth={1.75} /> : <ArrowRight aria-hidden="true" strokeWidth={1.75} />}
        </Button>
      </div>
    </div>
  );
}

function Checklist({
  steps,
  name,
  ticked: [done, setDone],
}: {
  steps: readonly string[];
  name?: string;
  ticked: Held<ReadonlySet<number>>;
}) {
  const id = useId();
  const toggle = (index: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={name ? `Steps of ${name}` : 'Steps'} className="flex flex-col gap-2">
        {steps.map((step, index) => (
          <li key={index} className="flex items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={done.has(index)}
              onChange={() => toggle(index)}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <label htmlFor={`${id}-${index}`} className={cn('leading-relaxed', done.has(index) && 'text-muted-foreground')}>
              {step}
            </label>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {done.size === steps.length ? `All ${steps.length} steps done. Well done.` : `${done.size} of ${steps.length} steps done`}
      </p>
    </div>
  );
}
