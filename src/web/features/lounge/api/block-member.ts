import { Done } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** PUT/DELETE /api/lounge/blocks/:memberKey (member): their posts and comments disappear for you. */
export function useBlock() {
  return useRefreshingMutation(
    (v: { memberKey: string; on: boolean }) =>
      apiRequest(`/api/lounge/blocks/${encodeURIComponent(v.memberKey)}`, { method: v.on ? 'PUT' : 'DELETE', parse: zodParser(Done) }),
    LOUNGE_KEY,
  );
}
