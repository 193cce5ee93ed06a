import { useQuery } from '@tanstack/react-query';
import { GateSettingInput } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const LAUNCH_GATE_SETTING_KEY = ['admin', 'launch-gate'] as const;

export function fetchLaunchGateSetting(signal?: AbortSignal) {
  return apiRequest('/api/admin/settings/launch-gate', { parse: zodParser(GateSettingInput), signal });
}

/** GET /api/admin/settings/launch-gate (super_admin): whether the site is gated. */
export function useLaunchGateSetting() {
  return useQuery({ queryKey: LAUNCH_GATE_SETTING_KEY, queryFn: ({ signal }) => fetchLaunchGateSetting(signal), staleTime: 0 });
}
