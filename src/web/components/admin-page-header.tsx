import type { ReactNode } from 'react';
import { LookedSection, type LookedSectionProps } from './looked-section';

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
export function AdminSection(props: LookedSectionProps) {
  return <LookedSection look="staff" {...props} />;
}
