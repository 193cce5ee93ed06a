import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function deleteJournalEntry(id: string) {
  return apiRequest(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreReply });
}

/** DELETE /api/journal/:id (204): gone for good, so the page asks first. */
export function useDeleteJournalEntry() {
  return useRefreshingMutation(deleteJournalEntry, WELLNESS_KEYS.all);
}
