import { cn } from '#web/lib/cn';

/** "2 of 7 modules done" and a calm bar (role progressbar, named after the Edit). */
export function EditProgress({
  completed,
  total,
  title,
  unit = 'modules',
  className,
}: {
  completed: number;
  total: number;
  title: string;
  unit?: 'modules' | 'days';
  className?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const words = `${completed} of ${total} ${unit} done`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-semibold text-muted-foreground">{words}</span>
      <div
        role="progressbar"
        aria-label={`Progress in ${title}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={words}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
