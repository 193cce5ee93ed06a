import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReceiptResent } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ADMIN_ORDERS_KEY } from './search-orders';

/** POST /api/admin/orders/:orderNumber/receipt (super_admin): email the receipt again, with fresh download links. */
export function useResendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) =>
      apiRequest(`/api/admin/orders/${encodeURIComponent(orderNumber)}/receipt`, {
        method: 'POST',
        body: {},
        parse: zodParser(ReceiptResent),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
