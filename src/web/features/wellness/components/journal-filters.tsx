import { SearchField } from '#web/components/ui/search-field';

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
  return (
    <form role="search" aria-label="Journal" className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <SearchField label="Search your journal" value={text} onChange={onText} placeholder="A word from a title or an entry" />
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
