import { useQuery } from '@tanstack/react-query';
import { AuditListResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchAuditLog(signal?: AbortSignal) {
  return apiRequest('/api/admin/audit', { parse: zodParser(AuditListResponse), signal });
}

/** GET /api/admin/audit (super_admin): the latest 200 staff actions. */
export function useAuditLog() {
  return useQuery({ queryKey: ['admin', 'audit'], queryFn: ({ signal }) => fetchAuditLog(signal), staleTime: 0 });
}
