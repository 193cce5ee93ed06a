import { type SafetyPlan, SafetyPlanResponse } from '#shared/contracts/safety';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { SAFETY_KEYS } from './query-keys';

export function saveSafetyPlan(plan: SafetyPlan) {
  return sendJson('PUT', '/api/safety-plan', plan, SafetyPlanResponse);
}

/** PUT /api/safety-plan (member): saves the whole plan privately (400 with a field error per step). */
export function useSaveSafetyPlan() {
  return useCachingMutation(saveSafetyPlan, SAFETY_KEYS.plan);
}
