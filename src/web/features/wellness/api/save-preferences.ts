import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Preferences, PreferencesResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function saveWellnessPreferences(preferences: Preferences) {
  return apiRequest('/api/wellness/preferences', { method: 'PUT', body: preferences, parse: zodParser(PreferencesResponse) });
}

/** PUT /api/wellness/preferences: all six preferences at once; the reminders follow the saved reply. */
export function useSaveWellnessPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWellnessPreferences,
    onSuccess: (reply) => queryClient.setQueryData(WELLNESS_KEYS.preferences, reply),
  });
}
