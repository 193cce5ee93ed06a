import { OperatingManualResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/docs/operating-manual (super_admin): the manual, and which key settings are set. */
export function useOperatingManual() {
  return useFreshQuery(['docs', 'operating-manual'], '/api/admin/docs/operating-manual', OperatingManualResponse);
}
