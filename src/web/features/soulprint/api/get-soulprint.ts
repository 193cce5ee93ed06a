import { queryOptions, useQuery } from '@tanstack/react-query';
import { SoulprintResponse } from '#shared/contracts/soulprint';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { FRESH_FOR_A_VISIT_MS } from '#web/lib/prefetch-queries';
import { SOULPRINT_KEYS } from './query-keys';

export function fetchSoulprint(signal?: AbortSignal) {
  return apiRequest('/api/soulprint', { parse: zodParser(SoulprintResponse), signal });
}

/** The SoulPrint's query, shared by the hook and the compass page's prefetch (decision 073); asked again on each visit. */
export const soulprintQuery = queryOptions({
  queryKey: SOULPRINT_KEYS.full,
  queryFn: ({ signal }) => fetchSoulprint(signal),
  staleTime: FRESH_FOR_A_VISIT_MS,
});

/** GET /api/soulprint (member): tracking, the compass axes, history, cosmic coordinates and onboarding. */
export function useSoulprint() {
  return useQuery(soulprintQuery);
}
