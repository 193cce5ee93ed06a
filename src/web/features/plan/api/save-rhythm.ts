import { z } from 'zod';
import type { PlanResponse, PlanRhythm } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

const Ok = z.object({ ok: z.literal(true) });

export function saveRhythm(rhythm: PlanRhythm) {
  return apiRequest('/api/plan/rhythm', { method: 'PUT', body: rhythm, parse: zodParser(Ok) });
}

/** PUT /api/plan/rhythm (member): the weekly rhythm; 400 with field errors when a value is out of range. */
export function useSaveRhythm() {
  return useSavingMutation(saveRhythm, (queryClient, _reply, rhythm) => {
    queryClient.setQueryData<PlanResponse>(PLAN_KEYS.plan, (old) => (old ? { ...old, rhythm } : old));
  });
}
