import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SafetyPlan, SafetyPlanResponse } from '#shared/contracts/safety';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SAFETY_KEYS } from './query-keys';

export function saveSafetyPlan(plan: SafetyPlan) {
  return apiRequest('/api/safety-plan', { method: 'PUT', body: plan, parse: zodParser(SafetyPlanResponse) });
}

/** PUT /api/safety-plan (member): saves the whole plan privately (400 with a field error per step). */
export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSafetyPlan,
    onSuccess: (reply) => queryClient.setQueryData(SAFETY_KEYS.plan, reply),
  });
}
