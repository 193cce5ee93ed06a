import { useQuery } from '@tanstack/react-query';
import { SafetyPlanResponse } from '#shared/contracts/safety';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SAFETY_KEYS } from './query-keys';

export function fetchSafetyPlan(signal?: AbortSignal) {
  return apiRequest('/api/safety-plan', { parse: zodParser(SafetyPlanResponse), signal });
}

/** GET /api/safety-plan (member): the member's own plan, empty steps until they write one. */
export function useSafetyPlan(enabled: boolean) {
  return useQuery({ queryKey: SAFETY_KEYS.plan, queryFn: ({ signal }) => fetchSafetyPlan(signal), enabled });
}
