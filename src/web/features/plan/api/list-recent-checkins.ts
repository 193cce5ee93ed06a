import { useQuery } from '@tanstack/react-query';
import { CheckinListResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchRecentCheckins(signal?: AbortSignal) {
  return apiRequest('/api/wellness/checkins?days=7&limit=1', { parse: zodParser(CheckinListResponse), signal });
}

/** GET /api/wellness/checkins?days=7&limit=1 (member): this week's latest check-in; asked again on each visit. */
export function useRecentCheckins() {
  return useQuery({ queryKey: PLAN_KEYS.recentCheckins, queryFn: ({ signal }) => fetchRecentCheckins(signal), staleTime: 0 });
}
