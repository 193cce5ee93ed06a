import { Done } from '#shared/contracts/lounge';
import type { ReactionKind } from '#shared/lounge/reactions';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** PUT/DELETE /api/lounge/reactions/:kind/:id/:reaction (member). */
export function useReact() {
  return useRefreshingMutation(
    (v: { kind: 'post' | 'comment'; id: string; reaction: ReactionKind; on: boolean }) =>
      apiRequest(`/api/lounge/reactions/${v.kind}/${encodeURIComponent(v.id)}/${v.reaction}`, {
        method: v.on ? 'PUT' : 'DELETE',
        parse: zodParser(Done),
      }),
    LOUNGE_KEY,
  );
}
