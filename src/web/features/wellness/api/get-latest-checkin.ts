import { queryOptions, useQuery } from '@tanstack/react-query';
import { LatestCheckinResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function fetchLatestCheckin(signal?: AbortSignal) {
  return apiRequest('/api/wellness/checkins/latest', { parse: zodParser(LatestCheckinResponse), signal });
}

export const latestCheckinQuery = queryOptions({
  queryKey: WELLNESS_KEYS.latestCheckin,
  queryFn: ({ signal }) => fetchLatestCheckin(signal),
});

/** GET /api/wellness/checkins/latest (member): when the last burnout check was (spec 7), or null. */
export function useLatestCheckin(enabled = true) {
  return useQuery({ ...latestCheckinQuery, enabled });
}
