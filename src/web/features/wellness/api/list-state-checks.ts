import { queryOptions, useQuery } from '@tanstack/react-query';
import { StateCheckListResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { WELLNESS_KEYS } from './query-keys';

export function fetchStateChecks(signal?: AbortSignal) {
  return apiRequest('/api/wellness/state-checks', { parse: zodParser(StateCheckListResponse), signal });
}

/** GET /api/wellness/state-checks (member): the member's last 60 state checks, newest first. */
export const stateChecksQuery = queryOptions({ queryKey: WELLNESS_KEYS.stateChecks, queryFn: ({ signal }) => fetchStateChecks(signal) });

export function useStateChecks() {
  return useQuery(stateChecksQuery);
}
