import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type DiscountCodeInput, DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

export type DiscountCodeDraft = z.output<typeof DiscountCodeInput>;

/** POST a new code, or PUT new terms for an existing one (its letters never change). */
export function saveDiscountCode(id: string | null, draft: DiscountCodeDraft) {
  const parse = zodParser(DiscountCodeView);
  if (!id) return apiRequest('/api/admin/discount-codes', { method: 'POST', body: draft, parse });
  const { code: _letters, ...terms } = draft;
  return apiRequest(`/api/admin/discount-codes/${encodeURIComponent(id)}`, { method: 'PUT', body: terms, parse });
}

/** POST /api/admin/discount-codes and PUT /api/admin/discount-codes/:id (super_admin). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: DiscountCodeDraft }) => saveDiscountCode(id, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
