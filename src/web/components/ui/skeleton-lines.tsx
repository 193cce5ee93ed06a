import { cn } from '#web/lib/cn';

// Apart from skeleton.tsx, which is in the app's first load (the page skeleton): only the pages' own
// skeletons draw lines.

/**
 * Lines of text as bars one line high in the text's own style (`text`, e.g. `text-lg`), the last
 * one shorter, as a paragraph ends. `wideLines`: how many lines the text takes from the `sm`
 * breakpoint up, where lines are longer.
 */
export function SkeletonLines({
  lines,
  wideLines = lines,
  text,
  className,
}: {
  lines: number;
  wideLines?: number;
  text?: string;
  className?: string;
}) {
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
