import type { z } from 'zod';
import { type DiscountCodeInput, DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

export type DiscountCodeDraft = z.output<typeof DiscountCodeInput>;

/** POST a new code, or PUT new terms for an existing one (its letters never change). */
export function saveDiscountCode({ id, draft }: { id: string | null; draft: DiscountCodeDraft }) {
  if (!id) return sendJson('POST', '/api/admin/discount-codes', draft, DiscountCodeView);
  const { code: _letters, ...terms } = draft;
  return sendJson('PUT', itemPath('/api/admin/discount-codes', id), terms, DiscountCodeView);
}

/** POST /api/admin/discount-codes and PUT /api/admin/discount-codes/:id (super_admin). */
export function useSaveDiscountCode() {
  return useRefreshingMutation(saveDiscountCode, DISCOUNT_CODES_KEY);
}
