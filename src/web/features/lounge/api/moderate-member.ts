import { type MemberActionInput, ModerationDone } from '#shared/contracts/lounge-moderation';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { MODERATION_KEY } from './query-keys';

/** POST /api/admin/moderation/members/:memberKey (admin): warn, suspend posting for days, or lift. */
export function useModerateMember() {
  return useRefreshingMutation(
    (v: { memberKey: string; input: MemberActionInput }) =>
      sendJson('POST', `/api/admin/moderation/members/${encodeURIComponent(v.memberKey)}`, v.input, ModerationDone),
    MODERATION_KEY,
    'settled',
  );
}
