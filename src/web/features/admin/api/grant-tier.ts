import { type GrantTierInput, MemberMembershipResponse } from '#shared/contracts/membership-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function grantTier({ id, ...input }: GrantTierInput & { id: string }) {
  return sendJson('POST', itemPath('/api/admin/users', id, '/grants'), input, MemberMembershipResponse);
}

/** POST /api/admin/users/:id/grants: gives a member a tier, with a reason (audited). */
export function useGrantTier() {
  return useRefreshingMutation(grantTier, ['admin']);
}
