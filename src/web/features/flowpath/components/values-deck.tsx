import type { ValuesContent } from '#shared/flowpath/content';
import type { Pile } from '#shared/flowpath/values-sort';
import { Button } from '#web/components/ui/button';

export const PILE_WORDS: Record<Pile, string> = {
  very: 'Very important to me',
  somewhat: 'Somewhat important',
  less: 'Not so important right now',
};

/**
 * The deck: one unsorted value at a time with a button per pile. Buttons work alike with a mouse,
 * a finger and the keyboard (Tab, then Enter or Space); focus stays on the pile just chosen, so
 * the next card can be sorted with one more key press. The card's name is announced as it changes.
 */
export function ValuesDeck({
  values,
  piles,
  onSort,
}: {
  values: ValuesContent['values'];
  piles: Record<string, Pile>;
  onSort: (id: string, pile: Pile) => void;
}) {
  const remaining = values.filter((v) => !piles[v.id]);
  const card = remaining[0];
  if (!card) return null;
  const position = values.length - remaining.length + 1;
  return (
    <div className="flex flex-col gap-4 rounded-card border border-primary/40 bg-surface p-5">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Card {position} of {values.length}
      </p>
      <div aria-live="polite">
        <p id="values-card" className="font-serif text-2xl font-semibold">
          {card.label}
        </p>
        <p>{card.description}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row" role="group" aria-label={`Sort ${card.label}`}>
        {(Object.keys(PILE_WORDS) as Pile[]).map((pile) => (
          <Button key={pile} variant={pile === 'very' ? 'default' : 'outline'} onClick={() => onSort(card.id, pile)}>
            {PILE_WORDS[pile]}
          </Button>
        ))}
      </div>
    </div>
  );
}
