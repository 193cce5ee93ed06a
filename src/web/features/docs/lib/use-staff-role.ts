import { STAFF_RANK, type StaffRole } from '#shared/access/policy';
import { useAdminCheck } from '#web/features/admin/api/check-admin';
import { useSession } from '#web/features/auth/api/get-session';

/** Whether the signed-in staff member reaches a rank (analysts read the docs; admins also tick). */
export function useHasRank(needed: StaffRole): boolean {
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);
  return role !== null && STAFF_RANK[role] >= STAFF_RANK[needed];
}
