import { DeletionRequest } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function requestDeletion(reason: string) {
  const deletion_reason = reason.trim();
  return apiRequest('/api/privacy/deletion', {
    method: 'POST',
    body: deletion_reason ? { deletion_reason } : {},
    parse: zodParser(DeletionRequest),
  });
}

/** POST /api/privacy/deletion (spec 7 request_data_deletion): pending for the grace period. */
export function useRequestDeletion() {
  return useRefreshingMutation(requestDeletion, PRIVACY_KEYS.deletions);
}
