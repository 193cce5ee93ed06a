import { AccessCodeListResponse } from '#shared/contracts/launch-gate';
import { useFreshQuery } from '#web/lib/api-hooks';

export const ACCESS_CODES_KEY = ['admin', 'access-codes'] as const;

/** GET /api/admin/access-codes (super_admin): every launch access code with its use count. */
export function useAccessCodes() {
  return useFreshQuery(ACCESS_CODES_KEY, '/api/admin/access-codes', AccessCodeListResponse);
}
