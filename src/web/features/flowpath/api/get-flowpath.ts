import { queryOptions, useQuery } from '@tanstack/react-query';
import { FlowpathState } from '#shared/contracts/flowpath';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { FLOWPATH_KEYS } from './query-keys';

/** GET /api/flowpath: the member's path as the server holds it (so another device resumes at the same stage). */
export const flowpathQuery = queryOptions({
  queryKey: FLOWPATH_KEYS.state,
  queryFn: ({ signal }) => apiRequest('/api/flowpath', { parse: zodParser(FlowpathState), signal }),
  staleTime: 0,
});

export function useFlowpath() {
  return useQuery(flowpathQuery);
}
