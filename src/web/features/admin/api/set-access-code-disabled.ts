import { AccessCodeSummary } from '#shared/contracts/launch-gate';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { ACCESS_CODES_KEY } from './list-access-codes';

export function setAccessCodeDisabled({ id, disabled }: { id: string; disabled: boolean }) {
  return sendJson('PATCH', itemPath('/api/admin/access-codes', id), { disabled }, AccessCodeSummary);
}

/** PATCH /api/admin/access-codes/:id (super_admin): disables a code, or enables it again. */
export function useSetAccessCodeDisabled() {
  return useRefreshingMutation(setAccessCodeDisabled, ACCESS_CODES_KEY);
}
