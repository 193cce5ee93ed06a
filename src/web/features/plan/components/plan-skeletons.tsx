import { SkeletonBlock } from '#web/components/ui/skeleton';
import { SkeletonLines } from '#web/components/ui/skeleton-lines';

// Skeleton shapes of the plan's cards, the size of what they wait for (decision 073); QueryState
// and the journey card wrap them in a Skeleton, which says what is loading.

/** Today's next step: the icon, its title and detail, and the action. */
export function NextStepShape() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <SkeletonBlock className="mt-1 size-6 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-1">
          <SkeletonLines lines={2} wideLines={1} text="text-xl" className="w-3/4" />
          <SkeletonLines lines={3} wideLines={2} />
        </div>
      </div>
      <SkeletonBlock className="h-11 w-60 max-w-full rounded-full" />
    </div>
  );
}

/** The journey's stage, its progress bar and the two facts under it. */
export function JourneyShape() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <SkeletonLines lines={1} text="text-sm" className="w-32" />
        <SkeletonLines lines={1} text="text-2xl" className="w-48" />
        <SkeletonLines lines={2} wideLines={1} className="max-w-[65ch]" />
        <SkeletonLines lines={2} wideLines={1} text="text-sm" className="max-w-[65ch]" />
      </div>
      <div className="flex flex-col gap-1.5">
        <SkeletonLines lines={1} text="text-sm" />
        <SkeletonBlock className="h-3 rounded-full" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {[0, 1].map((fact) => (
          <div key={fact} className="flex flex-col gap-0.5">
            <SkeletonLines lines={1} text="text-sm" className="w-2/3" />
            <SkeletonLines lines={1} />
          </div>
        ))}
      </div>
    </div>
  );
}
