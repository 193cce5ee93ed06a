import { GateSettingInput } from '#shared/contracts/launch-gate';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { LAUNCH_GATE_SETTING_KEY } from './get-launch-gate-setting';

export function setLaunchGate(gated: boolean) {
  return sendJson('PUT', '/api/admin/settings/launch-gate', { gated }, GateSettingInput);
}

/** PUT /api/admin/settings/launch-gate (super_admin): switches the launch gate on or off. */
export function useSetLaunchGate() {
  return useCachingMutation(setLaunchGate, LAUNCH_GATE_SETTING_KEY);
}
