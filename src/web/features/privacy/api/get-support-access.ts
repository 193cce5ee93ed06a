import { useQuery } from '@tanstack/react-query';
import { SupportAccessResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

/** GET /api/privacy/support-access (member): until when support may read private words, or null. */
export function useSupportAccess() {
  return useQuery({
    queryKey: PRIVACY_KEYS.supportAccess,
    queryFn: ({ signal }) => apiRequest('/api/privacy/support-access', { parse: zodParser(SupportAccessResponse), signal }),
    staleTime: 0,
  });
}
