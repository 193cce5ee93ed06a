import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrivacySettings } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function savePrivacySettings(settings: PrivacySettings) {
  return apiRequest('/api/privacy/settings', { method: 'PUT', body: settings, parse: zodParser(PrivacySettings) });
}

/** PUT /api/privacy/settings: saves all four flags (upsert). */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: (reply) => queryClient.setQueryData(PRIVACY_KEYS.settings, reply),
  });
}
