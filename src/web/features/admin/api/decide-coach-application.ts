import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApplicationDecisionInput, CoachApplication } from '#shared/contracts/coaching';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { COACH_APPLICATIONS_KEY } from './list-coach-applications';

export type CoachDecision = z.input<typeof ApplicationDecisionInput>;

export function decideCoachApplication(id: string, decision: CoachDecision) {
  return apiRequest(`/api/admin/coach-applications/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
    parse: zodParser(CoachApplication),
  });
}

/** POST /api/admin/coach-applications/:id/decision (admin): approve or decline; the server emails the applicant. */
export function useDecideCoachApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: CoachDecision }) => decideCoachApplication(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COACH_APPLICATIONS_KEY }),
  });
}
