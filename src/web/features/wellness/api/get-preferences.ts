import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreferencesResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function fetchWellnessPreferences(signal?: AbortSignal) {
  return apiRequest('/api/wellness/preferences', { parse: zodParser(PreferencesResponse), signal });
}

export const wellnessPreferencesQuery = queryOptions({
  queryKey: WELLNESS_KEYS.preferences,
  queryFn: ({ signal }) => fetchWellnessPreferences(signal),
});

/**
 * GET /api/wellness/preferences (member): spec 3 user_preferences (defaults when never saved) and
 * `premium`, which the break reminder needs (spec 6). Shared by the settings form and the reminders.
 */
export function useWellnessPreferences(enabled = true) {
  return useQuery({ ...wellnessPreferencesQuery, enabled });
}
