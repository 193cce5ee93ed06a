import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { BackLink } from './back-link';

// Whole class names, so that Tailwind finds them in the source.
const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl' } as const;
const GAPS = { 8: 'gap-8', 10: 'gap-10', 12: 'gap-12' } as const;

export interface PageFrameProps {
  title: ReactNode;
  /** The line under the title: what the page is for. */
  lead: ReactNode;
  /** A link back to the page this one belongs to. */
  back?: { to: string; label: ReactNode };
  width?: keyof typeof WIDTHS;
  gap?: keyof typeof GAPS;
  /** More of the header after the lead (a note, a row of links). */
  more?: ReactNode;
  children: ReactNode;
}

/** A member page's frame: a centred column, its header (back link, title, lead) and the content. */
export function PageFrame({ title, lead, back, width = '3xl', gap = 8, more, children }: PageFrameProps) {
  return (
    <div className={cn('mx-auto flex w-full flex-col px-4 py-10 sm:py-14', WIDTHS[width], GAPS[gap])}>
      <header className="flex flex-col gap-3">
        {back && <BackLink to={back.to}>{back.label}</BackLink>}
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground">{lead}</p>
        {more}
      </header>
      {children}
    </div>
  );
}
