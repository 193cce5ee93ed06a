import { cn } from '#web/lib/cn';

/**
 * A calm bar (role progressbar) named for what it measures, with its value in words: `value` of
 * `max` (a percent unless told), said as `words(value)` (the percent unless told).
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  words = (now) => `${now}%`,
  thin = false,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  words?: (now: number) => string;
  thin?: boolean;
  className?: string;
}) {
  const now = Math.max(0, Math.min(max, Math.round(value)));
  const percent = max === 0 ? 0 : Math.round((now / max) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={words(now)}
      className={cn('w-full overflow-hidden rounded-full bg-muted', thin ? 'h-2.5' : 'h-3', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
