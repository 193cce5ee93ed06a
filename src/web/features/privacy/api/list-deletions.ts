import { useQuery } from '@tanstack/react-query';
import { DeletionListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function fetchDeletions(signal?: AbortSignal) {
  return apiRequest('/api/privacy/deletion', { parse: zodParser(DeletionListResponse), signal });
}

/** GET /api/privacy/deletion (member): this account's deletion requests, newest first. */
export function useDeletions() {
  return useQuery({ queryKey: PRIVACY_KEYS.deletions, queryFn: ({ signal }) => fetchDeletions(signal), staleTime: 0 });
}
