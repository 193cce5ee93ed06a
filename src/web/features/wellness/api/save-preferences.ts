import { type Preferences, PreferencesResponse } from '#shared/contracts/wellness';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { WELLNESS_KEYS } from './query-keys';

export function saveWellnessPreferences(preferences: Preferences) {
  return sendJson('PUT', '/api/wellness/preferences', preferences, PreferencesResponse);
}

/** PUT /api/wellness/preferences: all six preferences at once; the reminders follow the saved reply. */
export function useSaveWellnessPreferences() {
  return useCachingMutation(saveWellnessPreferences, WELLNESS_KEYS.preferences);
}
