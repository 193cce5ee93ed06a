import { useQuery } from '@tanstack/react-query';
import { ResultHistoryResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const resultHistoryQueryKey = (slug: string) => ['assessments', 'results', slug] as const;

export function fetchResultHistory(slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/results`, { parse: zodParser(ResultHistoryResponse), signal });
}

/** GET /api/assessments/:slug/results (member): the member's own results of one assessment, newest first. */
export function useResultHistory(slug: string | null) {
  return useQuery({
    queryKey: resultHistoryQueryKey(slug ?? ''),
    queryFn: ({ signal }) => fetchResultHistory(slug!, signal),
    enabled: slug !== null,
    // A result taken a moment ago must show up: always ask again when the page opens.
    staleTime: 0,
  });
}
