import type { ReactNode } from 'react';

const LOOKS = {
  /** Staff pages: sections one under another on the page. */
  staff: {
    section: 'mt-10 first:mt-0',
    heading: 'font-heading text-xl font-semibold',
    description: 'mt-1 max-w-[70ch] text-muted-foreground',
    body: 'mt-4',
  },
  /** Member account pages: each section on its own card. */
  card: {
    section: 'rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8',
    heading: 'text-2xl font-semibold',
    description: 'mt-2 text-muted-foreground',
    body: 'mt-6',
  },
};

export interface LookedSectionProps {
  title: string;
  /** The heading's id, for a link from another page (`/account-settings#reminders`); else made from the title. */
  id?: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A staff or account section named by its heading (aria-labelledby), with an optional line on what
 * it holds; the id comes from the title. (Member pages use `TitledSection`, public forms `PageSection`.)
 */
export function LookedSection({ look, title, id: given, description, children }: LookedSectionProps & { look: keyof typeof LOOKS }) {
  const id = given ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const classes = LOOKS[look];
  // A staff section's description is a line of text; an account section's may hold blocks.
  const Description = look === 'staff' ? 'p' : 'div';
  return (
    <section aria-labelledby={id} className={classes.section}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {description && <Description className={classes.description}>{description}</Description>}
      <div className={classes.body}>{children}</div>
    </section>
  );
}
