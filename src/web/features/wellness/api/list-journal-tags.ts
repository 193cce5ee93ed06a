import { queryOptions, useQuery } from '@tanstack/react-query';
import { JournalTagsResponse } from '#shared/contracts/journal';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

/**
 * GET /api/journal/tags: every tag on the member's entries, once each and sorted, so the tag
 * filter is complete however few pages of entries are loaded. Saving or deleting an entry
 * refreshes it with the rest of the journal (it lives under WELLNESS_KEYS.journal).
 */
export const journalTagsQuery = queryOptions({
  queryKey: [...WELLNESS_KEYS.journal, 'tags'],
  queryFn: ({ signal }) => apiRequest('/api/journal/tags', { parse: zodParser(JournalTagsResponse), signal }),
});

export function useJournalTags() {
  return useQuery(journalTagsQuery);
}
