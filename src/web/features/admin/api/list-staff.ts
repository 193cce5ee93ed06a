import { StaffListResponse } from '#shared/contracts/admin';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/staff (super_admin): everyone with a staff role. */
export function useStaffList() {
  return useFreshQuery(['admin', 'staff'], '/api/admin/staff', StaffListResponse);
}
