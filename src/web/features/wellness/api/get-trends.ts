import { queryOptions, useQuery } from '@tanstack/react-query';
import { TrendsResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { FRESH_FOR_A_VISIT_MS } from '#web/lib/prefetch-queries';
import { type TrendRange, trendsPath } from '../lib/trends-path';
import { WELLNESS_KEYS } from './query-keys';

/**
 * GET /api/wellness/trends?days=7|30|90&tz=: a daily average of each measure (days with a
 * check-in only), the period's averages and the plain-language insights, 'not-enough' included.
 * Asked again on each visit (a new day changes them); fresh only for the visit that asked ahead.
 */
export const trendsQuery = (days: TrendRange) =>
  queryOptions({
    queryKey: WELLNESS_KEYS.trends(days),
    queryFn: ({ signal }) => apiRequest(trendsPath(days), { parse: zodParser(TrendsResponse), signal }),
    staleTime: FRESH_FOR_A_VISIT_MS,
  });

export function useTrends(days: TrendRange) {
  return useQuery(trendsQuery(days));
}
