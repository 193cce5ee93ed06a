import type { StaffRole } from '#shared/access/policy';
import { UserSummary } from '#shared/contracts/admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function setStaffRole({ id, role }: { id: string; role: StaffRole | null }) {
  return sendJson('PUT', itemPath('/api/admin/staff', id), { role }, UserSummary);
}

/** PUT /api/admin/staff/:id (super_admin): grant or change a role, or revoke it with null. */
export function useSetStaffRole() {
  return useRefreshingMutation(setStaffRole, ['admin']);
}
