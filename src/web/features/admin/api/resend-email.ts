import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function resendEmail(id: string) {
  return apiRequest(`/api/admin/emails/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {}, parse: zodParser(OkResponse) });
}

/** POST /api/admin/emails/:id/resend (super_admin): queues the stored message again. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}
