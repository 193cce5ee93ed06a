import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** A titled card section (h2), labelled by its heading. */
export function SectionCard({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
