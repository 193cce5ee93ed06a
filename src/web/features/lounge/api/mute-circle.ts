import { Done } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** PUT/DELETE /api/lounge/circles/:circle/mute (member): left out of the all-circles feed. */
export function useMute() {
  return useRefreshingMutation(
    (v: { circle: string; on: boolean }) =>
      apiRequest(`/api/lounge/circles/${encodeURIComponent(v.circle)}/mute`, { method: v.on ? 'PUT' : 'DELETE', parse: zodParser(Done) }),
    LOUNGE_KEY,
  );
}
