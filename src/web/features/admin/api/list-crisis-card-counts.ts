import { useQuery } from '@tanstack/react-query';
import { CrisisCardCountsResponse } from '#shared/contracts/safety';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchCrisisCardCounts(days: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/crisis-card-counts?days=${days}`, { parse: zodParser(CrisisCardCountsResponse), signal });
}

/** GET /api/admin/crisis-card-counts (staff): crisis cards shown per day, surface and tier; numbers only. */
export function useCrisisCardCounts(days = 30) {
  return useQuery({
    queryKey: ['admin', 'crisis-card-counts', days],
    queryFn: ({ signal }) => fetchCrisisCardCounts(days, signal),
    staleTime: 0,
  });
}
