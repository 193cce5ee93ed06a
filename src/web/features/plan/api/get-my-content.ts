import { useQuery } from '@tanstack/react-query';
import { SavedModulesResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchMyContent(signal?: AbortSignal) {
  return apiRequest('/api/my-content', { parse: zodParser(SavedModulesResponse), signal });
}

/** GET /api/my-content (member): the modules the member saved for later. */
export function useMyContent() {
  return useQuery({ queryKey: PLAN_KEYS.myContent, queryFn: ({ signal }) => fetchMyContent(signal) });
}
