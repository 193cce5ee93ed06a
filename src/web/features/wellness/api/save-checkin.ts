import { type CheckinInput, CheckinResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export const CHECKIN_PATH = '/api/wellness/checkins';

export function saveCheckin(input: CheckinInput) {
  return apiRequest(CHECKIN_PATH, { method: 'POST', body: input, parse: zodParser(CheckinResponse) });
}

/**
 * POST /api/wellness/checkins: saves a burnout check (spec 3 soulprint_entries). The reply says
 * whether the notes hold crisis language. Everything under ['wellness'] (latest check, calendar,
 * trends) is asked again, so the reminder hides and the dashboard shows the new day.
 */
export function useSaveCheckin() {
  return useSavingMutation(saveCheckin, (queryClient, reply) => {
    queryClient.setQueryData(WELLNESS_KEYS.latestCheckin, { created_at: reply.checkin.created_at });
    void queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.all, predicate: (query) => query.queryKey[1] !== 'preferences' });
  });
}
