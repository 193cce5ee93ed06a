import { DiscountCodeList } from '#shared/contracts/shop-discount-codes';
import { useFreshQuery } from '#web/lib/api-hooks';

export const DISCOUNT_CODES_KEY = ['admin', 'discount-codes'] as const;

/** GET /api/admin/discount-codes (super_admin): every code, newest first, with its redemptions. */
export function useDiscountCodes() {
  return useFreshQuery(DISCOUNT_CODES_KEY, '/api/admin/discount-codes', DiscountCodeList);
}
