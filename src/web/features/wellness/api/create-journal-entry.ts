import { JournalEntryResponse, type JournalInput } from '#shared/contracts/journal';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export const JOURNAL_PATH = '/api/journal';

export function createJournalEntry(input: JournalInput) {
  return apiRequest(JOURNAL_PATH, { method: 'POST', body: input, parse: zodParser(JournalEntryResponse) });
}

/**
 * POST /api/journal: a new private entry ({ entry, crisis }). The journal, the calendar and the
 * trends (tags feed the insights) refresh.
 */
export function useCreateJournalEntry() {
  return useRefreshingMutation(createJournalEntry, WELLNESS_KEYS.all);
}
