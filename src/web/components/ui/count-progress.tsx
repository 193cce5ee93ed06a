import { cn } from '#web/lib/cn';
import { ProgressBar } from './progress-bar';

/** "2 of 7 modules done" and a calm bar (role progressbar, named for what it measures). */
export function CountProgress({
  done,
  total,
  label,
  unit,
  className,
}: {
  done: number;
  total: number;
  label: string;
  unit: string;
  className?: string;
}) {
  const words = `${done} of ${total} ${unit} done`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-semibold text-muted-foreground">{words}</span>
      <ProgressBar value={done} max={total} label={label} words={() => words} thin />
    </div>
  );
}
