import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportAccessResponse, type SupportAccessInput } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

/** PUT /api/privacy/support-access: gives support access for some hours from now, or 0 to stop it. */
export function useSaveSupportAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportAccessInput) =>
      apiRequest('/api/privacy/support-access', { method: 'PUT', body: input, parse: zodParser(SupportAccessResponse) }),
    onSuccess: (reply) => queryClient.setQueryData(PRIVACY_KEYS.supportAccess, reply),
  });
}
