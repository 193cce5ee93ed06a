import { cn } from '../../../lib/cn';

/** "2 of 7 modules done" and a calm bar (role progressbar, named for what it measures). */
export function CountProgress({ done, total, label, unit, className }: { done: number; total: number; label: string; unit: string; className?: string }) {
  const percent = total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
  const words = `${done} of ${total} ${unit} done`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-semibold text-muted-foreground">{words}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A 0–100 bar with its percent in words. */
export function PercentProgress({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none" style={{ width: `${value}%` }} />
    </div>
  );
}
