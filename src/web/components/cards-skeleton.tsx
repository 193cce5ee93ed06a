import { Skeleton, SkeletonBlock } from './ui/skeleton';
import { SkeletonLines } from './ui/skeleton-lines';

/** One card on its way: its heading as it will read (or a bar), and its body's height. */
export interface CardShape {
  title?: string;
  /** The body's height, a Tailwind height class (e.g. `h-40`). */
  body: string;
}

/**
 * A page's cards in grey while its answers are on the way (decision 073): each in its frame, with
 * its heading where it is known and a block of its body's height, so the page does not move when
 * they arrive. A skeleton's shape (`QueryState`'s `shape`, or inside `CardsSkeleton`).
 */
export function CardShapes({ cards }: { cards: readonly CardShape[] }) {
  return (
    <div className="flex flex-col gap-8">
      {cards.map((card, index) => (
        <div key={index} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
          {card.title ? (
            <p aria-hidden="true" className="text-2xl font-semibold">
              {card.title}
            </p>
          ) : (
            <SkeletonLines lines={1} text="text-2xl" className="w-2/3" />
          )}
          <SkeletonBlock className={card.body} />
        </div>
      ))}
    </div>
  );
}

/** The cards' shapes as one busy status, named in words for screen readers with `label`. */
export function CardsSkeleton({ label, cards }: { label: string; cards: readonly CardShape[] }) {
  return (
    <Skeleton label={label}>
      <CardShapes cards={cards} />
    </Skeleton>
  );
}
