import { cn } from '#web/lib/cn';
import { clockText, describeSeconds } from '../lib/phases';
import { useSecondClock } from '../lib/use-second-clock';
import { GuideControls } from './guide-controls';

/**
 * A quiet countdown for a practice done in silence: Start, Pause, Reset. The clock itself is a
 * role="timer" (not announced every second); a polite live region says when the time is up.
 */
export function PracticeTimer({ seconds, name, className }: { seconds: number; name?: string; className?: string }) {
  const clock = useSecondClock(seconds);
  const left = seconds - clock.elapsed;
  const percent = Math.round((clock.elapsed / seconds) * 100);
  return (
    <div className={cn('flex flex-col items-center gap-5', className)}>
      <div className="flex w-full max-w-sm flex-col items-center gap-3 rounded-card border border-border bg-muted px-6 py-8">
        <span
          role="timer"
          aria-label={name ? `Time left for ${name}` : 'Time left'}
          className="text-5xl font-semibold tabular-nums text-foreground"
        >
          {clockText(left)}
        </span>
        <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-surface">
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-sm text-muted-foreground">
          {clock.status === 'done' ? 'Time is up.' : clock.status === 'paused' ? 'Paused' : `${describeSeconds(seconds)} in all`}
        </span>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {clock.status === 'done' ? 'Time is up. Take a moment before you move on.' : clock.status === 'paused' ? 'Timer paused.' : ''}
      </p>
      <GuideControls status={clock.status} onStart={clock.start} onPause={clock.pause} onStop={clock.stop} stopLabel="Reset" name={name} />
    </div>
  );
}
