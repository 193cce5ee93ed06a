import { queryOptions, useQuery } from '@tanstack/react-query';
import { JourneyResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { JOURNEY_STALE_TIME_MS, PLAN_KEYS } from './query-keys';

export function fetchJourney(signal?: AbortSignal) {
  return apiRequest('/api/journey', { parse: zodParser(JourneyResponse), signal });
}

/** The journey's query, shared by the hook and the pages' prefetches (decision 073). */
export const journeyQuery = queryOptions({
  queryKey: PLAN_KEYS.journey,
  queryFn: ({ signal }) => fetchJourney(signal),
  staleTime: JOURNEY_STALE_TIME_MS,
});

/** GET /api/journey (member): the data summary, journey insight and modules per week; fresh for 2 minutes. */
export function useJourney() {
  return useQuery(journeyQuery);
}
