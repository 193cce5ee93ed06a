import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/cn';

/**
 * A coming-soon nav item (spec 2.8): not a link, aria-disabled, with a Soon badge, so nobody is
 * sent to a "Coming soon" page. The nav config marks which items these are (`soon`).
 */
export function SoonItem({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span aria-disabled="true" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      {children}
      <Badge variant="secondary">Soon</Badge>
    </span>
  );
}
