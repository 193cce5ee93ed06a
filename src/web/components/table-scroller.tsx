import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A table's frame that scrolls sideways on narrow screens: a focusable region, so keyboard users can
 * scroll it too, named for its table and what it does. The name differs from the caption on purpose:
 * the table usually sits in a section titled like it, and two landmarks of one name are one too many
 * in a screen reader's list (axe `landmark-unique`). It is `relative` so visually hidden text in its
 * far columns stays inside it, not widening the page. `children` is the table.
 */
export function TableScroller({ caption, className, children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${caption}, a table that scrolls sideways`}
      tabIndex={0}
      className={cn('relative overflow-x-auto', className)}
    >
      {children}
    </div>
  );
}
