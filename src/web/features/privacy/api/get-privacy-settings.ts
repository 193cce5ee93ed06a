import { useQuery } from '@tanstack/react-query';
import { PrivacySettings } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function fetchPrivacySettings(signal?: AbortSignal) {
  return apiRequest('/api/privacy/settings', { parse: zodParser(PrivacySettings), signal });
}

/** GET /api/privacy/settings (member): the four flags, defaults when never saved. */
export function usePrivacySettings() {
  return useQuery({ queryKey: PRIVACY_KEYS.settings, queryFn: ({ signal }) => fetchPrivacySettings(signal), staleTime: 0 });
}
