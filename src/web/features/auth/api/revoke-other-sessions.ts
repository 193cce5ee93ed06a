import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';
import { useRefreshingMutation } from '#web/lib/api-hooks';

/** POST /api/account/sessions/revoke-others: every device but this one is signed out. */
export function useRevokeOtherSessions() {
  return useRefreshingMutation(
    () => apiRequest('/api/account/sessions/revoke-others', { method: 'POST', body: {}, parse: zodParser(OkResponse) }),
    SESSIONS_QUERY_KEY,
  );
}
