import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { linkClasses } from '../lib/links';

// Whole class names, so that Tailwind finds them in the source.
const TONES = { plain: 'border-border bg-surface', primary: 'border-primary/30 bg-primary/5' } as const;

/** A titled card section (h2 unless told), labelled by its heading, with an optional link beside the heading. */
export function SectionCard({
  id,
  title,
  headingLevel = 2,
  tone = 'plain',
  link,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** `primary`: tinted, for the one thing to do next. */
  tone?: keyof typeof TONES;
  /** Where to go for more (`All assessments`). */
  link?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-card border p-6 shadow-sm sm:p-8', TONES[tone], className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className="text-2xl font-semibold">
          {title}
        </Heading>
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
