import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchPlan(signal?: AbortSignal) {
  return apiRequest('/api/plan', { parse: zodParser(PlanResponse), signal });
}

/** The plan's query, shared by the hook and the pages' prefetches (decision 073). */
export const planQuery = queryOptions({ queryKey: PLAN_KEYS.plan, queryFn: ({ signal }) => fetchPlan(signal) });

/** GET /api/plan (member): the recommended Edit and its next module, the weekly rhythm, the other recommendations. */
export function usePlan() {
  return useQuery(planQuery);
}
