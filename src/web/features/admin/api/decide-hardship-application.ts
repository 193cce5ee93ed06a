import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HardshipApplication, type HardshipDecisionInput } from '#shared/contracts/memberships';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { HARDSHIP_APPLICATIONS_KEY } from './list-hardship-applications';

export type HardshipDecision = z.input<typeof HardshipDecisionInput>;

export function decideHardshipApplication(id: string, decision: HardshipDecision) {
  return apiRequest(`/api/admin/hardship-applications/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
    parse: zodParser(HardshipApplication),
  });
}

/**
 * POST /api/admin/hardship-applications/:id/decision (admin): approve (with the level granted) or
 * decline; the approval is stored for checkout and the member is emailed.
 */
export function useDecideHardshipApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: HardshipDecision }) => decideHardshipApplication(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HARDSHIP_APPLICATIONS_KEY }),
  });
}
