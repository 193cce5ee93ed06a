import type { z } from 'zod';
import { type ApplicationDecisionInput, CoachApplication } from '#shared/contracts/coaching';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { COACH_APPLICATIONS_KEY } from './list-coach-applications';

export type CoachDecision = z.input<typeof ApplicationDecisionInput>;

export function decideCoachApplication({ id, decision }: { id: string; decision: CoachDecision }) {
  return sendJson('POST', itemPath('/api/admin/coach-applications', id, '/decision'), decision, CoachApplication);
}

/** POST /api/admin/coach-applications/:id/decision (admin): approve or decline; the server emails the applicant. */
export function useDecideCoachApplication() {
  return useRefreshingMutation(decideCoachApplication, COACH_APPLICATIONS_KEY, 'settled');
}
