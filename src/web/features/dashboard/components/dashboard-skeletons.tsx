import { Skeleton, SkeletonBlock } from '#web/components/ui/skeleton';
import { SkeletonLines } from '#web/components/ui/skeleton-lines';

// The dashboard's cards while their answers are on the way, in their own shape and size (decision
// 073): the cards keep their frames and headings, and grey bars stand for the words to come.

const HERO_FRAME = 'gap-4 rounded-card border border-primary/30 bg-primary/5 p-6 shadow-sm sm:p-8';
const CARD_FRAME = 'gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8';

/** The welcome hero (its title, two or three lines, the action and the footer line). */
export function WelcomeHeroSkeleton() {
  return (
    <Skeleton label="Loading your dashboard..." className={HERO_FRAME}>
      <SkeletonLines lines={2} wideLines={1} text="text-3xl sm:text-4xl" className="w-4/5" />
      <SkeletonLines lines={6} wideLines={3} text="text-lg" className="max-w-[65ch]" />
      <SkeletonBlock className="h-11 w-64 max-w-full rounded-full" />
      <div className="border-t border-primary/20 pt-4">
        <SkeletonLines lines={3} wideLines={2} />
      </div>
    </Skeleton>
  );
}

/** The SoulPrint card: its heading stays, the percent, bar, words and link are on the way. */
export function SoulprintCardSkeleton() {
  return (
    <Skeleton label="Loading your SoulPrint..." className={CARD_FRAME}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p aria-hidden="true" className="text-2xl font-semibold">
          Your SoulPrint
        </p>
        <SkeletonLines lines={1} className="w-28" />
      </div>
      <SkeletonBlock className="h-3 rounded-full" />
      <SkeletonLines lines={2} wideLines={1} />
      <SkeletonBlock className="h-11 w-64 max-w-full rounded-full" />
    </Skeleton>
  );
}

/** Rows of the assessments list (title, then its status and link). */
export function AssessmentRowsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Skeleton label="Loading your assessments..." className="mt-4 divide-y divide-border">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
          <SkeletonLines lines={1} className="w-48" />
          <SkeletonLines lines={1} className="w-40" />
        </div>
      ))}
    </Skeleton>
  );
}
