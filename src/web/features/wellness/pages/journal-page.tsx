import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { JournalEntry, JournalInput } from '#shared/contracts/journal';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { PageFrame } from '#web/components/page-frame';
import { ShowOlder } from '#web/components/show-older';
import { QueryState } from '#web/components/query-state';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { searchParams } from '#web/lib/search-params';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useSession } from '#web/features/auth/api/get-session';
import { conflictMessage } from '#shared/wellness/journal-conflict';
import { JOURNAL_PATH, useCreateJournalEntry } from '../api/create-journal-entry';
import { useJournalEntries } from '../api/list-journal-entries';
import { useJournalTags } from '../api/list-journal-tags';
import { JournalEditor, type JournalSaveResult } from '../components/journal-editor';
import { ON_DEVICE_MESSAGE, isOnDevice, newClientId, saveOrKeep } from '../lib/save-or-keep';
import { JournalEditDialog } from '../components/journal-edit-dialog';
import { JournalEntryCard } from '../components/journal-entry-card';
import { JournalFilters } from '../components/journal-filters';
import { JournalShape } from '../components/wellness-shapes';
import { TitledSection } from '#web/components/titled-section';

// What waits on this device (decision 151): its code and IndexedDB's load after the page.
const DeviceSavesList = lazy(() => import('../components/device-saves-list'));
// The delete dialog: its code comes after the page's, as the list shows (the page's budget).
const JournalDeleteDialog = lazy(() => import('../components/journal-delete-dialog').then((m) => ({ default: m.JournalDeleteDialog })));

/** How long typing must pause before the journal asks the server again. */
export const JOURNAL_SEARCH_DEBOUNCE_MS = 300;

/** What the list shows; while older entries wait behind "Show older entries", it says so. */
export function resultsSummary(count: number, q: string, tag: string | null, more = false): string {
  const what = `${count} ${count === 1 ? 'entry' : 'entries'}`;
  const matching = q.trim() ? ` matching “${q.trim()}”` : '';
  const tagged = tag ? ` tagged “${tag}”` : '';
  return more ? `The newest ${what}${matching}${tagged}, older ones below` : `${what}${matching}${tagged}`;
}

/**
 * /wellness-dashboard/journal (member): write a private entry (with a prompt if a blank page is
 * too much), then search, filter by tag, edit and delete. Search and tag live in the address
 * (?q=&tag=); #entry-<id> (the calendar's links) focuses that entry.
 */
export default function JournalPage() {
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') || null;
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(text, JOURNAL_SEARCH_DEBOUNCE_MS);
  // A page at a time (decision 156); the tag filter comes from every entry's tags, asked apart.
  const entries = useJournalEntries({ q, tag });
  const tags = useJournalTags().data?.tags ?? [];
  const create = useCreateJournalEntry();
  const userId = useSession().user?.id;
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [editTier, setEditTier] = useState<CrisisTier>(0);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // After a delete, focus goes to the list once the dialog has closed (its effect runs first): while
  // it is open the page behind is inert, and closing gives focus back to a Delete button now gone.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) listHeadingRef.current?.focus();
  }, [deletions]);
  const { hash } = useLocation();
  const focusedHash = useRef<string | null>(null);

  // The settled search goes into the address (replacing, so Back leaves the journal, not a keystroke).
  // Only when the search settles: the latest address comes from a ref, because an effect that
  // also re-ran on every address change could write back an address from a render ago.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  useEffect(() => {
    const { params: current, setParams: write } = latest.current;
    const next = searchParams(q, 'tag', current.get('tag') || null);
    if (next.toString() !== current.toString()) write(next, { replace: true });
  }, [q]);

  // A link to one entry (#entry-<id>) lands on it once the list is there; an older entry (the
  // calendar links every day's) lands once the pages down to it have loaded.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = entries;
  useEffect(() => {
    if (!hash.startsWith('#entry-') || !entries.data || focusedHash.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      return;
    }
    focusedHash.current = hash;
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  }, [hash, entries.data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const chooseTag = (next: string | null) => setParams(searchParams(q, 'tag', next), { replace: true });
  const clearAll = () => {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const onEdited = (reply: JournalSaveResult) => {
    setEditing(null);
    if (isOnDevice(reply)) {
      setEditTier(0);
      setNotice({ tone: 'success', message: `Your changes are ${ON_DEVICE_MESSAGE.charAt(0).toLowerCase()}${ON_DEVICE_MESSAGE.slice(1)}` });
      return;
    }
    setEditTier(reply.crisisTier);
    const saved = reply.conflict ? conflictMessage(reply.conflict.kept_as_copy, reply.conflict.copy.title) : 'Your changes are saved.';
    setNotice({
      tone: 'success',
      message: reply.crisis ? `${saved} What you wrote sounds heavy, so support is listed just below.` : saved,
    });
  };
  // A new entry carries its own id, so a send whose answer was lost is never saved twice.
  const createEntry = (fields: JournalInput) => {
    const input = { ...fields, client_id: newClientId() };
    return saveOrKeep(() => create.mutateAsync(input), userId, {
      key: input.client_id,
      kind: 'journal-new',
      method: 'POST',
      path: JOURNAL_PATH,
      body: input,
      label: input.title,
    });
  };
  const onDeleted = (entry: JournalEntry) => {
    setDeleting(null);
    setEditTier(0);
    setNotice({ tone: 'success', message: `“${entry.title}” was deleted.` });
    setDeletions((count) => count + 1);
  };

  const list = useMemo(() => entries.data?.pages.flatMap((page) => page.entries) ?? [], [entries.data]);
  const filtered = Boolean(q.trim() || tag);

  return (
    <PageFrame
      title="Journal"
      gap={10}
      back={{ to: '/wellness-dashboard', label: 'Wellness Dashboard' }}
      lead="A private place to put things down. Only you can read what you write here, and a line is enough."
    >
      <Suspense fallback={null}>
        <DeviceSavesList kinds={['journal-new', 'journal-edit']} title="Journal entries on this device" />
      </Suspense>
      <TitledSection id="journal-new" title="Write an entry" gap={5}>
        <JournalEditor mode="create" label="New journal entry" save={createEntry} />
      </TitledSection>

      <section aria-labelledby="journal-entries" className="flex flex-col gap-5">
        <h2 id="journal-entries" ref={listHeadingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Your entries
        </h2>
        <LiveNotice notice={notice} />
        <CrisisCard tier={editTier} headingLevel={3} />
        <JournalFilters text={text} onText={setText} tags={tags} tag={tag} onTag={chooseTag} />
        <QueryState
          query={entries}
          what="your journal"
          shape={<JournalShape />}
          hint="Your entries are safe. Check your connection and try again."
        >
          {() => (
            <>
              <p role="status" className="text-muted-foreground">
                {entries.isPlaceholderData ? 'Searching...' : resultsSummary(list.length, q, tag, entries.hasNextPage)}
              </p>
              {list.length === 0 ? (
                <div className="rounded-card border border-dashed border-border p-8 text-center">
                  {filtered ? (
                    <>
                      <p>Nothing matches yet. A shorter word, or every tag, may find more.</p>
                      <Button variant="outline" className="mt-4" onClick={clearAll}>
                        <X aria-hidden="true" strokeWidth={1.75} />
                        Show every entry
                      </Button>
                    </>
                  ) : (
                    <p>Your journal is empty for now. Whatever you write first stays here, private to you.</p>
                  )}
                </div>
              ) : (
                <ul aria-label="Journal entries" aria-busy={entries.isPlaceholderData} className="flex flex-col gap-5">
                  {list.map((entry) => (
                    <li key={entry.id}>
                      <JournalEntryCard entry={entry} onEdit={setEditing} onDelete={setDeleting} onTag={chooseTag} activeTag={tag} />
                    </li>
                  ))}
                </ul>
              )}
              {!entries.isPlaceholderData && <ShowOlder list={entries} label="Show older entries" />}
            </>
          )}
        </QueryState>
      </section>

      <JournalEditDialog entry={editing} onClose={() => setEditing(null)} onSaved={onEdited} />
      <Suspense fallback={null}>
        <JournalDeleteDialog entry={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      </Suspense>
    </PageFrame>
  );
}
