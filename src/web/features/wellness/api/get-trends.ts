import { useQuery } from '@tanstack/react-query';
import { TrendsResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { tzOffsetMinutes } from '../lib/calendar-dates';
import { WELLNESS_KEYS } from './query-keys';

export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

export function fetchTrends(days: TrendRange, signal?: AbortSignal) {
  const params = new URLSearchParams({ days: String(days), tz: String(tzOffsetMinutes()) });
  return apiRequest(`/api/wellness/trends?${params}`, { parse: zodParser(TrendsResponse), signal });
}

/**
 * GET /api/wellness/trends?days=7|30|90&tz=: a daily average of each measure (days with a
 * check-in only), the period's averages and the plain-language insights, 'not-enough' included.
 */
export function useTrends(days: TrendRange) {
  return useQuery({
    queryKey: WELLNESS_KEYS.trends(days),
    queryFn: ({ signal }) => fetchTrends(days, signal),
    staleTime: 0,
  });
}
