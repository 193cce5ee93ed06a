import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GateSettingInput } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { LAUNCH_GATE_SETTING_KEY } from './get-launch-gate-setting';

export function setLaunchGate(gated: boolean) {
  return apiRequest('/api/admin/settings/launch-gate', { method: 'PUT', body: { gated }, parse: zodParser(GateSettingInput) });
}

/** PUT /api/admin/settings/launch-gate (super_admin): switches the launch gate on or off. */
export function useSetLaunchGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLaunchGate,
    onSuccess: (reply) => queryClient.setQueryData(LAUNCH_GATE_SETTING_KEY, reply),
  });
}
