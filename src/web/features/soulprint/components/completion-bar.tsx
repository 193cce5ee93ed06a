import { cn } from '../../../lib/cn';

/** A calm progress bar with its percent in words (role progressbar, 0–100). */
export function CompletionBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}% complete`}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out" style={{ width: `${value}%` }} />
    </div>
  );
}
