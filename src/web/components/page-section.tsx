import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** The raised surface public pages put around a form (contact, applications, refund request). */
const CARD = 'rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8';

/**
 * A section of a page, named by its h2 (the section's `aria-labelledby` points at the heading's
 * `id`). `card` sets it on the raised surface of a form, with room under the heading, or under
 * the `description` when it has one.
 */
export function PageSection({
  id,
  title,
  description,
  card = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  card?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(card && CARD, className)}>
      <h2 id={id} className={cn('text-2xl font-semibold', card && !description && 'mb-6')}>
        {title}
      </h2>
      {description && <p className="mt-2 mb-6 text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}
