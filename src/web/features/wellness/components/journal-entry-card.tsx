import { Pencil, Tag, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { JournalEntry } from '#shared/contracts/journal';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatDayAndClock } from '../lib/calendar-dates';
import { moodWord } from '../lib/journal-form';

/** Longer entries show their opening until asked for the rest. */
export const PREVIEW_CHARS = 600;

function preview(body: string): string {
  if (body.length <= PREVIEW_CHARS) return body;
  const cut = body.slice(0, PREVIEW_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW_CHARS * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

interface JournalEntryCardProps {
  entry: JournalEntry;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
  onTag: (tag: string) => void;
  activeTag: string | null;
}

/**
 * One entry as the member wrote it. Title and body are React text (never HTML), line breaks kept.
 * The article can take focus, so a link from the calendar (#entry-<id>) lands on it.
 */
export function JournalEntryCard({ entry, onEdit, onDelete, onTag, activeTag }: JournalEntryCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = entry.body.length > PREVIEW_CHARS;
  const mood = moodWord(entry.mood);
  const edited = Date.parse(entry.updated_at) - Date.parse(entry.created_at) > 60_000;

  return (
    <article
      id={`entry-${entry.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <h3 id={headingId} className="text-xl font-semibold break-words">
          {entry.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={entry.created_at}>{formatDayAndClock(entry.created_at)}</time>
          {mood && <span> · Feeling: {mood}</span>}
          {edited && <span> · Edited</span>}
        </p>
      </header>
      <p id={bodyId} className="max-w-[70ch] leading-relaxed break-words whitespace-pre-wrap">
        {expanded || !long ? entry.body : preview(entry.body)}
      </p>
      {long && (
        <Button
          variant="link"
          className="min-h-11 self-start px-0"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show less' : 'Read the whole entry'}
        </Button>
      )}
      {entry.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {entry.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-label={`Show entries tagged ${tag}`}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold hover:bg-muted',
                  activeTag === tag && 'border-primary bg-primary/10',
                )}
              >
                <Tag aria-hidden="true" strokeWidth={1.75} className="size-4" />
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <Button variant="ghost" size="sm" onClick={() => onEdit(entry)} aria-label={`Edit “${entry.title}”`}>
          <Pencil aria-hidden="true" strokeWidth={1.75} />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-label={`Delete “${entry.title}”`}>
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          Delete
        </Button>
      </div>
    </article>
  );
}
