import { useQuery } from '@tanstack/react-query';
import { PurchasesView } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const PURCHASES_KEY = ['shop', 'purchases'] as const;

/** GET /api/shop/purchases (member): the member's orders, with their downloads. */
export function usePurchases() {
  return useQuery({
    queryKey: PURCHASES_KEY,
    queryFn: ({ signal }) => apiRequest('/api/shop/purchases', { parse: zodParser(PurchasesView), signal }),
  });
}
