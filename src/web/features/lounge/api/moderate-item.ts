import { type ItemActionInput, ModerationDone } from '#shared/contracts/lounge-moderation';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { MODERATION_KEY } from './query-keys';

/** POST /api/admin/moderation/items/:kind/:id (admin): dismiss, hide, restore or delete, with the reason. */
export function useModerateItem() {
  return useRefreshingMutation(
    (v: { kind: 'post' | 'comment'; id: string; input: ItemActionInput }) =>
      sendJson('POST', `/api/admin/moderation/items/${v.kind}/${encodeURIComponent(v.id)}`, v.input, ModerationDone),
    MODERATION_KEY,
    'settled',
  );
}
