import { AuditListResponse } from '#shared/contracts/admin';
import { useFreshPages } from '#web/lib/paged-query';

/** GET /api/admin/audit (super_admin): the staff actions that match the filters, newest first, a page at a time. */
export function useAuditLog(filters: Record<string, string> = {}) {
  const params = new URLSearchParams(Object.entries(filters).filter((entry) => !!entry[1]));
  return useFreshPages(['admin', 'audit', params.toString()], '/api/admin/audit', params, AuditListResponse);
}
