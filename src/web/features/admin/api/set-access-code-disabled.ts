import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccessCodeSummary } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ACCESS_CODES_KEY } from './list-access-codes';

export function setAccessCodeDisabled(id: string, disabled: boolean) {
  return apiRequest(`/api/admin/access-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { disabled },
    parse: zodParser(AccessCodeSummary),
  });
}

/** PATCH /api/admin/access-codes/:id (super_admin): disables a code, or enables it again. */
export function useSetAccessCodeDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => setAccessCodeDisabled(id, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_CODES_KEY }),
  });
}
