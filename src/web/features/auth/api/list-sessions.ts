import { useQuery } from '@tanstack/react-query';
import { SessionListResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';

/** GET /api/account/sessions: where this account is signed in. */
export function useSessionList() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/account/sessions', { parse: zodParser(SessionListResponse), signal }),
  });
}
