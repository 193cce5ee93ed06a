import { AuditListResponse, type AuditQuery } from '#shared/contracts/admin';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/audit (super_admin): the latest 200 staff actions that match the filters. */
export function useAuditLog(filters: AuditQuery = {}) {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  const query = params.toString();
  return useFreshQuery(['admin', 'audit', query], `/api/admin/audit${query ? `?${query}` : ''}`, AuditListResponse);
}
