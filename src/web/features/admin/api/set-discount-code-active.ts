import { DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

export function setDiscountCodeActive({ id, active }: { id: string; active: boolean }) {
  return sendJson('PATCH', itemPath('/api/admin/discount-codes', id), { active }, DiscountCodeView);
}

/** PATCH /api/admin/discount-codes/:id (super_admin): switch a code off, or on again. */
export function useSetDiscountCodeActive() {
  return useRefreshingMutation(setDiscountCodeActive, DISCOUNT_CODES_KEY);
}
