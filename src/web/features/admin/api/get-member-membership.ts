import { MemberMembershipResponse } from '#shared/contracts/membership-admin';
import { itemPath, useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/users/:id/membership: the member's tier, its source, their grants and subscriptions. */
export function useMemberMembership(id: string) {
  return useFreshQuery(['admin', 'membership', id], itemPath('/api/admin/users', id, '/membership'), MemberMembershipResponse);
}
