import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefundInput, RefundResult } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ADMIN_ORDERS_KEY } from './search-orders';

/** POST /api/admin/orders/:orderNumber/refunds (admin): refund an order directly, once per idempotency key. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, refund }: { orderNumber: string; refund: RefundInput }) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(orderNumber)}/refunds`, {
        method: 'POST',
        body: refund,
        parse: zodParser(RefundResult),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
