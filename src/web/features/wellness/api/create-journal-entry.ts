import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JournalEntryResponse, type JournalInput } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function createJournalEntry(input: JournalInput) {
  return apiRequest('/api/journal', { method: 'POST', body: input, parse: zodParser(JournalEntryResponse) });
}

/**
 * POST /api/journal: a new private entry ({ entry, crisis }). The journal, the calendar and the
 * trends (tags feed the insights) refresh.
 */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.all }),
  });
}
