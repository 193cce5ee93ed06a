import type { ReactNode } from 'react';

/** The heading of a staff page, with a line on what the page is for. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="font-heading text-3xl font-semibold">{title}</h1>
      {children && <p className="mt-2 max-w-[70ch] text-muted-foreground">{children}</p>}
    </header>
  );
}

/** A titled section of a staff page. */
export function AdminSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 max-w-[70ch] text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
