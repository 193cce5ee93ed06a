import { useQuery } from '@tanstack/react-query';
import { ResultHistoryResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchAssessmentResults(slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/results`, { parse: zodParser(ResultHistoryResponse), signal });
}

/** GET /api/assessments/:slug/results (member): the member's results of one assessment, newest first. */
export function useAssessmentResults(slug: string) {
  return useQuery({
    queryKey: PLAN_KEYS.assessmentHistory(slug),
    queryFn: ({ signal }) => fetchAssessmentResults(slug, signal),
    staleTime: 0,
  });
}
