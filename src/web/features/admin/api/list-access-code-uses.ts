import { AccessCodeUsesResponse } from '#shared/contracts/launch-gate';
import { itemPath, useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/access-codes/:id/uses (super_admin): when and from where a code was used. */
export function useAccessCodeUses(id: string) {
  return useFreshQuery(['admin', 'access-codes', id, 'uses'], itemPath('/api/admin/access-codes', id, '/uses'), AccessCodeUsesResponse);
}
