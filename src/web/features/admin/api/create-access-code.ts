import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AccessCodeInput, AccessCodeSummary } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ACCESS_CODES_KEY } from './list-access-codes';

export type NewAccessCode = z.output<typeof AccessCodeInput>;

export function createAccessCode(input: NewAccessCode) {
  return apiRequest('/api/admin/access-codes', { method: 'POST', body: input, parse: zodParser(AccessCodeSummary) });
}

/** POST /api/admin/access-codes (super_admin): a new launch access code. */
export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_CODES_KEY }),
  });
}
