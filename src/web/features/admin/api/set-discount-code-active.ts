import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

export function setDiscountCodeActive(id: string, active: boolean) {
  return apiRequest(`/api/admin/discount-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { active },
    parse: zodParser(DiscountCodeView),
  });
}

/** PATCH /api/admin/discount-codes/:id (super_admin): switch a code off, or on again. */
export function useSetDiscountCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setDiscountCodeActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
