import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { linkClasses } from '../lib/links';

// Whole class names, so that Tailwind finds them in the source.
const TONES = {
  plain: 'border-border bg-surface',
  /** The one card that asks for the member's attention first (today's next step). */
  primary: 'border-primary/30 bg-primary/5',
};

/** A titled card section (h2), labelled by its heading, with an optional link beside the heading. */
export function SectionCard({
  id,
  title,
  link,
  tone = 'plain',
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  /** Where to go for more (`All assessments`, `Your plan`). */
  link?: { to: string; label: string };
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-card border p-6 shadow-sm sm:p-8', TONES[tone], className)}>
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
