import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Spec 2.9: "or explore edits first", the quiet alternative beside Start Your Assessment. */
export function ExploreEditsFirst({ className }: { className?: string }) {
  return (
    <p className={cn('text-muted-foreground', className)}>
      or{' '}
      <Link to="/reset-paths" className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
        explore edits first
      </Link>
    </p>
  );
}
