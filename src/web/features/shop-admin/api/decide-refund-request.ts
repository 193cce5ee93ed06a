import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefundDecisionInput, RefundRequestView } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { REFUND_REQUESTS_KEY } from './list-refund-requests';

/** POST /api/admin/refund-requests/:id/decision (admin): approve with an amount, or decline with a reason. */
export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: RefundDecisionInput }) =>
      apiRequest(`/api/admin/refund-requests/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: decision,
        parse: zodParser(RefundRequestView),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUND_REQUESTS_KEY }),
  });
}
