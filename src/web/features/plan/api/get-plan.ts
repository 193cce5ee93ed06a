import { useQuery } from '@tanstack/react-query';
import { PlanResponse } from '../../../../shared/contracts/edits';
import { apiRequest, zodParser } from '../../../lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchPlan(signal?: AbortSignal) {
  return apiRequest('/api/plan', { parse: zodParser(PlanResponse), signal });
}

/** GET /api/plan (member): the recommended Edit and its next module, the weekly rhythm, the other recommendations. */
export function usePlan() {
  return useQuery({ queryKey: PLAN_KEYS.plan, queryFn: ({ signal }) => fetchPlan(signal) });
}
