import { z } from 'zod';
import { StateCheck, StateCheckInput } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function saveStateCheck(input: z.infer<typeof StateCheckInput>) {
  return apiRequest('/api/wellness/state-checks', { method: 'POST', body: input, parse: zodParser(StateCheck) });
}

/** POST /api/wellness/state-checks: a quick nervous-system state check (mobilised, shut down, settled). */
export function useSaveStateCheck() {
  return useRefreshingMutation(saveStateCheck, WELLNESS_KEYS.stateChecks);
}
