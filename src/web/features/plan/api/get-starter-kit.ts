import { useQuery } from '@tanstack/react-query';
import { StarterKitResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchStarterKit(signal?: AbortSignal) {
  return apiRequest('/api/starter-kit', { parse: zodParser(StarterKitResponse), signal });
}

/**
 * GET /api/starter-kit (member): which first steps are done. The steps are done elsewhere (an
 * audit, a check-in, reminder settings), so the page asks again each time it opens.
 */
export function useStarterKit() {
  return useQuery({ queryKey: PLAN_KEYS.starterKit, queryFn: ({ signal }) => fetchStarterKit(signal), staleTime: 0 });
}
