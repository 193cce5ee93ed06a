import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletionRequest } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function cancelDeletion(id: string) {
  return apiRequest(`/api/privacy/deletion/${encodeURIComponent(id)}/cancel`, { method: 'POST', parse: zodParser(DeletionRequest) });
}

/** POST /api/privacy/deletion/:id/cancel (member): stops a pending deletion. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEYS.deletions }),
  });
}
