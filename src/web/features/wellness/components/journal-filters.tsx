import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

interface JournalFiltersProps {
  text: string;
  onText: (text: string) => void;
  tags: readonly string[];
  tag: string | null;
  onTag: (tag: string | null) => void;
}

const chip =
  'min-h-11 rounded-full border border-border bg-surface px-4 text-sm font-semibold transition-colors duration-200 ease-out hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary/10';

/** Search (typed, debounced by the page) and a tag filter of toggle buttons. */
export function JournalFilters({ text, onText, tags, tag, onTag }: JournalFiltersProps) {
  const searchId = useId();
  return (
    <form role="search" aria-label="Journal" className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <div className="flex max-w-xl flex-col gap-1.5">
        <label htmlFor={searchId} className="font-semibold">
          Search your journal
        </label>
        <div className="relative">
          <Search aria-hidden="true" strokeWidth={1.75} className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder="A word from a title or an entry"
            maxLength={100}
            className={cn(inputClasses, 'pl-11')}
          />
        </div>
      </div>
      {(tags.length > 0 || tag) && (
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={tag === null} onClick={() => onTag(null)} className={chip}>
            All tags
          </button>
          {[...new Set(tag ? [...tags, tag] : tags)].sort().map((name) => (
            <button key={name} type="button" aria-pressed={tag === name} onClick={() => onTag(tag === name ? null : name)} className={chip}>
              {name}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
