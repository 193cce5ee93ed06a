import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { linkClasses } from '../lib/links';

/** A titled card section (h2), labelled by its heading, with an optional link beside the heading. */
export function SectionCard({
  id,
  title,
  link,
  children,
  className,
}: {
  id: string;
  title: string;
  /** Where to go for more (`All assessments`). */
  link?: { to: string; label: string };
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
        {link && (
          <Link to={link.to} className={linkClasses}>
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
