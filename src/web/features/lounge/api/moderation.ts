import { type ItemActionInput, type MemberActionInput, ModerationDone, ModerationQueue } from '#shared/contracts/lounge-moderation';
import { sendJson, useFreshQuery, useRefreshingMutation } from '#web/lib/api-hooks';
import { MODERATION_KEY } from './query-keys';

/** GET /api/admin/moderation/queue (admin): flagged items, highest risk first. */
export function useModerationQueue() {
  return useFreshQuery(MODERATION_KEY, '/api/admin/moderation/queue', ModerationQueue);
}

/** POST /api/admin/moderation/items/:kind/:id (admin): dismiss, hide, restore or delete, with the reason. */
export function useModerateItem() {
  return useRefreshingMutation(
    (v: { kind: 'post' | 'comment'; id: string; input: ItemActionInput }) =>
      sendJson('POST', `/api/admin/moderation/items/${v.kind}/${encodeURIComponent(v.id)}`, v.input, ModerationDone),
    MODERATION_KEY,
    'settled',
  );
}

/** POST /api/admin/moderation/members/:memberKey (admin): warn, suspend posting for days, or lift. */
export function useModerateMember() {
  return useRefreshingMutation(
    (v: { memberKey: string; input: MemberActionInput }) =>
      sendJson('POST', `/api/admin/moderation/members/${encodeURIComponent(v.memberKey)}`, v.input, ModerationDone),
    MODERATION_KEY,
    'settled',
  );
}
