import type { FirstPasswordInput } from '#shared/contracts/auth';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { PROFILE_QUERY_KEY } from './profile-query-key';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function setFirstPassword(input: FirstPasswordInput): Promise<void> {
  return apiRequest('/api/account/password/first', { method: 'POST', body: input, parse: ignoreReply });
}

/** POST /api/account/password/first; the profile then says the account has a password. */
export function useSetFirstPassword() {
  return useRefreshingMutation(setFirstPassword, PROFILE_QUERY_KEY);
}
