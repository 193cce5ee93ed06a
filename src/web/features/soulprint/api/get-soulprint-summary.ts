import { queryOptions, useQuery } from '@tanstack/react-query';
import { SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SOULPRINT_KEYS } from './query-keys';

export function fetchSoulprintSummary(signal?: AbortSignal) {
  return apiRequest('/api/soulprint/summary', { parse: zodParser(SoulprintSummaryResponse), signal });
}

/** The summary's query, shared by the hook and the dashboard's prefetch (decision 073). */
export const soulprintSummaryQuery = queryOptions({
  queryKey: SOULPRINT_KEYS.summary,
  queryFn: ({ signal }) => fetchSoulprintSummary(signal),
});

/**
 * GET /api/soulprint/summary (member): the light summary for the home intro, welcome back and the
 * dashboard hero. Asked only while someone is signed in (`enabled`).
 */
export function useSoulprintSummary(enabled = true) {
  return useQuery({ ...soulprintSummaryQuery, enabled });
}
