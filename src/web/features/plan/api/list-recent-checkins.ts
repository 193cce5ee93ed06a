import { useQuery } from '@tanstack/react-query';
import { CheckinListResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchRecentCheckins(signal?: AbortSignal) {
  return apiRequest('/api/wellness/checkins?days=7', { parse: zodParser(CheckinListResponse), signal });
}

/** GET /api/wellness/checkins?days=7 (member): this week's check-ins, newest first; asked again on each visit. */
export function useRecentCheckins() {
  return useQuery({ queryKey: PLAN_KEYS.recentCheckins, queryFn: ({ signal }) => fetchRecentCheckins(signal), staleTime: 0 });
}
