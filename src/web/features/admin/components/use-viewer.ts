import { STAFF_RANK, type StaffRole } from '#shared/access/policy';
import { useSession } from '#web/features/auth/api/get-session';
import { useAdminCheck } from '../api/check-admin';

/** The signed-in staff member on a staff page: the session user and the role from the admin check. */
export function useViewer() {
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);
  return { user, role, id: user?.id ?? '' };
}

/** Whether a role reaches a rank (spec 6: analyst 1, admin 2, super_admin 3). */
export function hasRank(role: StaffRole | null, needed: StaffRole): boolean {
  return role !== null && STAFF_RANK[role] >= STAFF_RANK[needed];
}
