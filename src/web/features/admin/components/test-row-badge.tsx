import { Badge } from '#web/components/ui/badge';

/** Marks a row made in test mode: no money moved (issue 18). */
export function TestRowBadge({ children = 'TEST' }: { children?: string }) {
  return (
    <Badge variant="outline" className="border-dashed border-accent" title="Test mode: no money moved">
      {children}
    </Badge>
  );
}
