import { useQuery } from '@tanstack/react-query';
import { DiscountCodeList } from '#shared/contracts/shop-discount-codes';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const DISCOUNT_CODES_KEY = ['admin', 'discount-codes'] as const;

/** GET /api/admin/discount-codes (super_admin): every code, newest first, with its redemptions. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: DISCOUNT_CODES_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/discount-codes', { parse: zodParser(DiscountCodeList), signal }),
    staleTime: 0,
  });
}
