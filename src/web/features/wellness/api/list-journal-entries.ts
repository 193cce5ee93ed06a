import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JournalListResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { searchParams, withParams } from '#web/lib/search-params';
import { WELLNESS_KEYS } from './query-keys';

export interface JournalFilter {
  q: string;
  tag: string | null;
}

export function fetchJournalEntries({ q, tag }: JournalFilter, signal?: AbortSignal) {
  return apiRequest(withParams('/api/journal', searchParams(q, 'tag', tag)), { parse: zodParser(JournalListResponse), signal });
}

/**
 * GET /api/journal?q=&tag=: the member's own entries, newest first, searched by the server. The
 * last list stays on screen while the next one loads, so the page does not jump as you type.
 */
export const journalEntriesQuery = (filter: JournalFilter) =>
  queryOptions({
    queryKey: [...WELLNESS_KEYS.journal, 'list', filter.q.trim().toLowerCase(), filter.tag],
    queryFn: ({ signal }) => fetchJournalEntries(filter, signal),
  });

/** Every entry: the page's tags come from it, and it is what the page first shows. */
export const ALL_ENTRIES: JournalFilter = { q: '', tag: null };

export function useJournalEntries(filter: JournalFilter) {
  return useQuery({ ...journalEntriesQuery(filter), placeholderData: keepPreviousData });
}
