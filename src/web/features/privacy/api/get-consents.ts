import { useQuery } from '@tanstack/react-query';
import { ConsentListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function fetchConsents(signal?: AbortSignal) {
  return apiRequest('/api/privacy/consents', { parse: zodParser(ConsentListResponse), signal });
}

/** GET /api/privacy/consents (member): the active consent records, newest first. */
export function useConsents(enabled = true) {
  return useQuery({ queryKey: PRIVACY_KEYS.consents, queryFn: ({ signal }) => fetchConsents(signal), enabled, staleTime: 0 });
}
