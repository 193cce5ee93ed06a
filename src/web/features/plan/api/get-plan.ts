import { useQuery } from '@tanstack/react-query';
import { PlanResponse } from '#shared/contracts/edits';
import { getQuery } from '#web/lib/get-query';
import { PLAN_KEYS } from './query-keys';

/** The plan's query, shared by the hook and the pages' prefetches (decision 073). */
export const planQuery = getQuery(PLAN_KEYS.plan, '/api/plan', PlanResponse);

/** GET /api/plan (member): the recommended Edit and its next module, the weekly rhythm, the other recommendations. */
export function usePlan() {
  return useQuery(planQuery);
}
