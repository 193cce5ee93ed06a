import { Done } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY, itemApiPath } from './query-keys';

type Kind = 'post' | 'comment';

/** DELETE /api/lounge/posts/:id or /comments/:id (member, own). */
export function useDeleteItem(kind: Kind, id: string) {
  return useRefreshingMutation(() => apiRequest(itemApiPath(kind, id), { method: 'DELETE', parse: zodParser(Done) }), LOUNGE_KEY);
}
