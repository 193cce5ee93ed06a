import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { JournalListResponse } from '#shared/contracts/journal';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { searchParams, withParams } from '#web/lib/search-params';
import { WELLNESS_KEYS } from './query-keys';

export interface JournalFilter {
  q: string;
  tag: string | null;
}

/** One page of entries; without a cursor, the newest (the server's page size, decision 156). */
export function fetchJournalEntries({ q, tag }: JournalFilter, cursor: string, signal?: AbortSignal) {
  const params = searchParams(q, 'tag', tag);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(withParams('/api/journal', params), { parse: zodParser(JournalListResponse), signal });
}

/**
 * GET /api/journal?q=&tag=&cursor=: the member's own entries, newest first, searched by the server,
 * a page at a time ("Show older entries" asks the next with the last page's `nextCursor`).
 */
export const journalEntriesQuery = (filter: JournalFilter) =>
  infiniteQueryOptions({
    queryKey: [...WELLNESS_KEYS.journal, 'list', filter.q.trim().toLowerCase(), filter.tag],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchJournalEntries(filter, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every entry: what the page first shows. */
export const ALL_ENTRIES: JournalFilter = { q: '', tag: null };

/** The last list stays on screen while the next one loads, so the page does not jump as you type. */
export function useJournalEntries(filter: JournalFilter) {
  return useInfiniteQuery({ ...journalEntriesQuery(filter), placeholderData: keepPreviousData });
}
