import { DeletionRequest } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function cancelDeletion(id: string) {
  return apiRequest(`/api/privacy/deletion/${encodeURIComponent(id)}/cancel`, { method: 'POST', parse: zodParser(DeletionRequest) });
}

/** POST /api/privacy/deletion/:id/cancel (member): stops a pending deletion. */
export function useCancelDeletion() {
  return useRefreshingMutation(cancelDeletion, PRIVACY_KEYS.deletions);
}
