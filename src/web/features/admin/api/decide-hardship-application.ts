import type { z } from 'zod';
import { HardshipApplication, type HardshipDecisionInput } from '#shared/contracts/memberships';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { HARDSHIP_APPLICATIONS_KEY } from './list-hardship-applications';

export type HardshipDecision = z.input<typeof HardshipDecisionInput>;

export function decideHardshipApplication({ id, decision }: { id: string; decision: HardshipDecision }) {
  return sendJson('POST', itemPath('/api/admin/hardship-applications', id, '/decision'), decision, HardshipApplication);
}

/**
 * POST /api/admin/hardship-applications/:id/decision (admin): approve (with the level granted) or
 * decline; the approval is stored for checkout and the member is emailed.
 */
export function useDecideHardshipApplication() {
  return useRefreshingMutation(decideHardshipApplication, HARDSHIP_APPLICATIONS_KEY, 'settled');
}
