import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GateSettingInput } from '#shared/contracts/launch-gate';
import { sendJson } from '#web/lib/api-hooks';
import { LAUNCH_GATE_SETTING_KEY } from './get-launch-gate-setting';

export function setLaunchGate(gated: boolean) {
  return sendJson('PUT', '/api/admin/settings/launch-gate', { gated }, GateSettingInput);
}

/** PUT /api/admin/settings/launch-gate (super_admin): switches the launch gate on or off. */
export function useSetLaunchGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLaunchGate,
    onSuccess: (reply) => queryClient.setQueryData(LAUNCH_GATE_SETTING_KEY, reply),
  });
}
