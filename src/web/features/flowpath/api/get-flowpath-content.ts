import { queryOptions, useQuery } from '@tanstack/react-query';
import { FlowpathContent } from '#shared/flowpath/content';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { FLOWPATH_KEYS } from './query-keys';

/** GET /api/flowpath/content: the stages, worklife check, values, options, experiments and scripts (authored; kept for the visit). */
export const flowpathContentQuery = queryOptions({
  queryKey: FLOWPATH_KEYS.content,
  queryFn: ({ signal }) => apiRequest('/api/flowpath/content', { parse: zodParser(FlowpathContent), signal }),
  staleTime: Infinity,
});

export function useFlowpathContent() {
  return useQuery(flowpathContentQuery);
}
