import { CrisisCardCountsResponse } from '#shared/contracts/safety';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/crisis-card-counts (staff): crisis cards shown per day, surface and tier; numbers only. */
export function useCrisisCardCounts(days = 30) {
  return useFreshQuery(['admin', 'crisis-card-counts', days], `/api/admin/crisis-card-counts?days=${days}`, CrisisCardCountsResponse);
}
