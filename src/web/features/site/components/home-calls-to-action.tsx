import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

/** Spec 2.9: the home page's main call to action (the hero and Meet Sofia). */
export function StartYourAssessment() {
  return (
    <Link to="/assessment/operating-system-audit" className={buttonVariants({ size: 'lg' })}>
      Start Your Assessment
      <ArrowRight aria-hidden="true" strokeWidth={1.75} />
    </Link>
  );
}

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
