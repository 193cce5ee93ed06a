import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './profile-query-key';

/** DELETE /api/account/sessions/:id: signs one other device out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', parse: zodParser(OkResponse) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
