import { type JournalEditInput, JournalEditResponse } from '#shared/contracts/journal';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export const journalEntryPath = (id: string) => `/api/journal/${encodeURIComponent(id)}`;

export function updateJournalEntry({ id, input }: { id: string; input: JournalEditInput }) {
  return apiRequest(journalEntryPath(id), { method: 'PUT', body: input, parse: zodParser(JournalEditResponse) });
}

/**
 * PUT /api/journal/:id: the whole entry again, with the version it was based on ({ entry, crisis,
 * conflict }: decision 150); 404 when it is not the member's.
 */
export function useUpdateJournalEntry() {
  return useRefreshingMutation(updateJournalEntry, WELLNESS_KEYS.all);
}
