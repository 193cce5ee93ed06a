import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function deleteJournalEntry(id: string) {
  return apiRequest(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreReply });
}

/** DELETE /api/journal/:id (204): gone for good, so the page asks first. */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.all }),
  });
}
