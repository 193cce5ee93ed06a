import type { MembershipTier } from '#shared/access/policy';
import { UserSummary } from '#shared/contracts/admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function setUserTier({ id, tier }: { id: string; tier: MembershipTier }) {
  return sendJson('PUT', itemPath('/api/admin/users', id, '/tier'), { tier }, UserSummary);
}

/** PUT /api/admin/users/:id/tier: sets a member's membership tier (audited). */
export function useSetUserTier() {
  return useRefreshingMutation(setUserTier, ['admin']);
}
