import { useQuery } from '@tanstack/react-query';
import { PreferencesResponse } from '#shared/contracts/wellness';
import { getQuery } from '#web/lib/get-query';
import { WELLNESS_KEYS } from './query-keys';

export const wellnessPreferencesQuery = getQuery(WELLNESS_KEYS.preferences, '/api/wellness/preferences', PreferencesResponse);

/**
 * GET /api/wellness/preferences (member): spec 3 user_preferences (defaults when never saved) and
 * `premium`, which the break reminder needs (spec 6). Shared by the settings form and the reminders.
 */
export function useWellnessPreferences(enabled = true) {
  return useQuery({ ...wellnessPreferencesQuery, enabled });
}
