import { MemberMembershipResponse } from '#shared/contracts/membership-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function revokeGrant({ id, grantId, reason }: { id: string; grantId: string; reason: string }) {
  return sendJson(
    'POST',
    itemPath('/api/admin/users', id, `/grants/${encodeURIComponent(grantId)}/revoke`),
    { reason },
    MemberMembershipResponse,
  );
}

/** POST /api/admin/users/:id/grants/:grantId/revoke: withdraws a grant, with a reason (audited). */
export function useRevokeGrant() {
  return useRefreshingMutation(revokeGrant, ['admin']);
}
