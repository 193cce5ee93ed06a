import { OkResponse } from '#shared/contracts/auth';
import type { SetChecklistTickInput } from '#shared/contracts/docs';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { checklistTicksKey } from './get-checklist-ticks';

export function setChecklistTick(input: SetChecklistTickInput) {
  return sendJson('PUT', '/api/admin/docs/checklists/ticks', input, OkResponse);
}

/** PUT /api/admin/docs/checklists/ticks (admin): tick or untick an item for a release; audited. */
export function useSetChecklistTick(release: string) {
  return useRefreshingMutation(setChecklistTick, checklistTicksKey(release), 'settled');
}
