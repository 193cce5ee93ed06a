import { CHECKIN_MEASURES } from '#shared/wellness/rules';
import { SkeletonBlock } from '#web/components/ui/skeleton';
import { SkeletonLines } from '#web/components/ui/skeleton-lines';

// The wellness pages' content in grey while their answers are on the way (decision 073): about the
// size of what comes, so nothing below it moves when it arrives. `QueryState`'s `shape`.

const cards = (count: number, className: string) =>
  Array.from({ length: count }, (_, index) => <SkeletonBlock key={index} className={`rounded-card ${className}`} />);

/** The wellness dashboard's trends: the summary line, then a card per measure with its small chart. */
export function TrendsShape() {
  return (
    <div className="flex flex-col gap-5">
      <SkeletonLines lines={1} className="w-1/2" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{cards(CHECKIN_MEASURES.length, 'h-64')}</div>
    </div>
  );
}

/** The journal's list: the summary line and the first entries. */
export function JournalShape() {
  return (
    <div className="flex flex-col gap-5">
      <SkeletonLines lines={1} className="w-1/3" />
      {cards(2, 'h-40')}
    </div>
  );
}

/** The monthly reflection: the energy timeline, the five averages, the highs and lows. */
export function MonthShape() {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <SkeletonLines lines={1} text="text-2xl" className="w-1/2" />
        <SkeletonBlock className="h-72 rounded-card" />
      </div>
      <div className="flex flex-col gap-4">
        <SkeletonLines lines={1} text="text-2xl" className="w-1/3" />
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">{cards(CHECKIN_MEASURES.length, 'h-24')}</div>
      </div>
    </div>
  );
}

/** What the member's archetype means: a few lines of text. */
export function ArchetypeShape() {
  return <SkeletonLines lines={5} wideLines={3} text="text-lg" />;
}
