import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function sendTestEmail(to: string) {
  return apiRequest('/api/admin/emails/test', { method: 'POST', body: { to }, parse: zodParser(OkResponse) });
}

/** POST /api/admin/emails/test (super_admin): a test email to any address. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to }: { to: string }) => sendTestEmail(to),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}
