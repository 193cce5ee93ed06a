import { OkResponse } from '#shared/contracts/auth';
import { PRIVACY_POLICY_VERSION } from '#shared/privacy/consent';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/get-session';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function acceptTerms() {
  return apiRequest('/api/account/terms', { method: 'POST', body: { version: PRIVACY_POLICY_VERSION }, parse: zodParser(OkResponse) });
}

/** POST /api/account/terms: records acceptance of the current version, then refreshes the session. */
export function useAcceptTerms() {
  return useRefreshingMutation(acceptTerms, SESSION_QUERY_KEY);
}
