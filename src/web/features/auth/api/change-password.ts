import type { ChangePasswordInput } from '#shared/contracts/auth';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest('/api/account/password', { method: 'POST', body: input, parse: ignoreReply });
}

/** POST /api/account/password; other devices may be signed out, so the session list refreshes. */
export function useChangePassword() {
  return useRefreshingMutation(changePassword, SESSIONS_QUERY_KEY);
}
