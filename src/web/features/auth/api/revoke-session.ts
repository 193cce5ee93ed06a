import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';
import { useRefreshingMutation } from '#web/lib/api-hooks';

/** DELETE /api/account/sessions/:id: signs one other device out. */
export function useRevokeSession() {
  return useRefreshingMutation(
    (id: string) => apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', parse: zodParser(OkResponse) }),
    SESSIONS_QUERY_KEY,
  );
}
