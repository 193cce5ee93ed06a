import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** One titled section of a result page (a labelled region, so each can be found and read on its own). */
export function ResultSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8', className)}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
