import { useQuery } from '@tanstack/react-query';
import { JourneyResponse } from '#shared/contracts/edits';
import { getQuery } from '#web/lib/get-query';
import { JOURNEY_STALE_TIME_MS, PLAN_KEYS } from './query-keys';

/** The journey's query, shared by the hook and the pages' prefetches (decision 073). */
export const journeyQuery = getQuery(PLAN_KEYS.journey, '/api/journey', JourneyResponse, JOURNEY_STALE_TIME_MS);

/** GET /api/journey (member): the data summary, journey insight and modules per week; fresh for 2 minutes. */
export function useJourney() {
  return useQuery(journeyQuery);
}
