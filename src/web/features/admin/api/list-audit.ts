import { AuditListResponse } from '#shared/contracts/admin';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/audit (super_admin): the latest 200 staff actions. */
export function useAuditLog() {
  return useFreshQuery(['admin', 'audit'], '/api/admin/audit', AuditListResponse);
}
