import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { StateCheck, StateCheckInput } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function saveStateCheck(input: z.infer<typeof StateCheckInput>) {
  return apiRequest('/api/wellness/state-checks', { method: 'POST', body: input, parse: zodParser(StateCheck) });
}

/** POST /api/wellness/state-checks: a quick nervous-system state check (mobilised, shut down, settled). */
export function useSaveStateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStateCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.stateChecks }),
  });
}
