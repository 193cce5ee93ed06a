import { PrivacySettings } from '#shared/contracts/privacy';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { PRIVACY_KEYS } from './query-keys';

export function savePrivacySettings(settings: PrivacySettings) {
  return sendJson('PUT', '/api/privacy/settings', settings, PrivacySettings);
}

/** PUT /api/privacy/settings: saves all four flags (upsert). */
export function useSavePrivacySettings() {
  return useCachingMutation(savePrivacySettings, PRIVACY_KEYS.settings);
}
