import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** A quiet loading indicator with a spoken label. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={cn('flex items-center justify-center gap-3 py-16 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" strokeWidth={1.75} className="size-6 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
