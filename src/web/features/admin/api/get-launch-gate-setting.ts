import { GateSettingInput } from '#shared/contracts/launch-gate';
import { useFreshQuery } from '#web/lib/api-hooks';

export const LAUNCH_GATE_SETTING_KEY = ['admin', 'launch-gate'] as const;

/** GET /api/admin/settings/launch-gate (super_admin): whether the site is gated. */
export function useLaunchGateSetting() {
  return useFreshQuery(LAUNCH_GATE_SETTING_KEY, '/api/admin/settings/launch-gate', GateSettingInput);
}
