import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Stands in for content that is loading, in its shape, so nothing moves when it arrives
 * (decision 073): `aria-busy`, and the label in words for screen readers only. Build the shape
 * from `SkeletonBlock`s sized as the content will be.
 */
export function Skeleton({ label = 'Loading...', className, children }: { label?: string; className?: string; children: ReactNode }) {
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

/**
 * Lines of text as bars one line high in the text's own style (`text`, e.g. `text-lg`), the last
 * one shorter, as a paragraph ends. `wideLines`: how many lines the text takes from the `sm`
 * breakpoint up, where lines are longer.
 */
export function SkeletonLines({ lines, wideLines = lines, text, className }: { lines: number; wideLines?: number; text?: string; className?: string }) {
  const short = (index: number, count: number) => count > 1 && index === count - 1;
  return (
    <div aria-hidden="true" className={cn('flex flex-col', text, className)}>
      {Array.from({ length: Math.max(lines, wideLines) }, (_, index) => (
        <div key={index} className={cn('flex h-[1lh] items-center', index >= lines && 'hidden sm:flex', index >= wideLines && 'sm:hidden')}>
          <div
            className={cn(
              'h-[0.8em] w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none',
              short(index, lines) && 'max-sm:w-3/5',
              short(index, wideLines) && 'sm:w-3/5',
            )}
          />
        </div>
      ))}
    </div>
  );
}
