import { SessionRevoked } from '#shared/contracts/admin-security';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { itemPath, useRefreshingMutation } from '#web/lib/api-hooks';
import { SECURITY_KEY } from './get-security';

/** DELETE /api/admin/security/sessions/:id (super_admin, audited): signs a staff session out. */
export function useRevokeStaffSession() {
  return useRefreshingMutation(
    (id: string) => apiRequest(itemPath('/api/admin/security/sessions', id), { method: 'DELETE', parse: zodParser(SessionRevoked) }),
    SECURITY_KEY,
  );
}
