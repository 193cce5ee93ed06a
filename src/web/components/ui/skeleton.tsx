import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/**
 * Stands in for content that is loading, in its shape, so nothing moves when it arrives
 * (decision 073): `aria-busy`, and the label in words for screen readers only. Build the shape
 * from `SkeletonBlock`s sized as the content will be.
 */
export function Skeleton({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col', className)}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** One grey shape of a skeleton; pulses gently, and holds still for reduced motion. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)} />;
}
