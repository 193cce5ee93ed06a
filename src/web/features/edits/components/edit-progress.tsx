import { CountProgress } from '#web/components/ui/count-progress';

/** An Edit's "2 of 7 modules done" and its bar, named after the Edit (Spark Reboot counts days). */
export function EditProgress({
  edit,
  unit = 'modules',
  className,
}: {
  edit: { title: string; completedCount: number; moduleCount: number };
  unit?: 'modules' | 'days';
  className?: string;
}) {
  return (
    <CountProgress
      done={edit.completedCount}
      total={edit.moduleCount}
      unit={unit}
      label={`Progress in ${edit.title}`}
      className={className}
    />
  );
}
