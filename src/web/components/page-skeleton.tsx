import { Skeleton, SkeletonBlock } from './ui/skeleton';

/**
 * A page on its way (its code, or who is signed in): its heading and a card in grey, in the
 * width most pages use, rather than a spinner (decision 073).
 */
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <Skeleton label={label} className="mx-auto w-full max-w-3xl gap-8 px-4 py-10">
      {['h-10 w-2/3', 'h-64'].map((size) => (
        <SkeletonBlock key={size} className={size} />
      ))}
    </Skeleton>
  );
}
