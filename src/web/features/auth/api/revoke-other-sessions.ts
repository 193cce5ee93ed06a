import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';

/** POST /api/account/sessions/revoke-others: every device but this one is signed out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/account/sessions/revoke-others', { method: 'POST', body: {}, parse: zodParser(OkResponse) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
