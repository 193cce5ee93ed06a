import { SecurityOverview } from '#shared/contracts/admin-security';
import { useFreshQuery } from '#web/lib/api-hooks';

export const SECURITY_KEY = ['admin', 'security'];

/** GET /api/admin/security (super_admin): failed sign-ins, staff sessions, impersonations, headers. */
export function useSecurity() {
  return useFreshQuery(SECURITY_KEY, '/api/admin/security', SecurityOverview);
}
