import { LIBRARY_CATEGORIES } from '#shared/library/categories';
import { cn } from '#web/lib/cn';
import type { LibraryCategory } from '../api/list-articles';

function pill(pressed: boolean) {
  return cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-150 ease-out',
    pressed
      ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
      : 'border-border bg-surface text-foreground hover:bg-muted',
  );
}

/** Topic filter: toggle buttons (aria-pressed); "All topics" clears the choice. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: LibraryCategory | null;
  onChange: (category: LibraryCategory | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={value === null} onClick={() => onChange(null)} className={pill(value === null)}>
        All topics
      </button>
      {LIBRARY_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(value === category ? null : category)}
          className={pill(value === category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
