import { StaffDeletionListResponse } from '#shared/contracts/privacy';
import { useFreshPages } from '#web/lib/paged-query';

/** GET /api/admin/privacy/deletions (admin and up): every deletion request, newest first, a page at a time. */
export function useStaffDeletions() {
  return useFreshPages(['admin', 'privacy', 'deletions'], '/api/admin/privacy/deletions', new URLSearchParams(), StaffDeletionListResponse);
}
