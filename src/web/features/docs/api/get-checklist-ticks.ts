import { ChecklistTicksResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

export const checklistTicksKey = (release: string) => ['docs', 'checklists', release] as const;

/** GET /api/admin/docs/checklists?release= (analyst): who ticked what for a release, and when. */
export function useChecklistTicks(release: string) {
  return useFreshQuery(
    checklistTicksKey(release),
    `/api/admin/docs/checklists?release=${encodeURIComponent(release)}`,
    ChecklistTicksResponse,
  );
}
