import { JournalEntryResponse, type JournalInput } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function updateJournalEntry({ id, input }: { id: string; input: JournalInput }) {
  return apiRequest(`/api/journal/${encodeURIComponent(id)}`, { method: 'PUT', body: input, parse: zodParser(JournalEntryResponse) });
}

/** PUT /api/journal/:id: the whole entry again ({ entry, crisis }); 404 when it is not the member's. */
export function useUpdateJournalEntry() {
  return useRefreshingMutation(updateJournalEntry, WELLNESS_KEYS.all);
}
