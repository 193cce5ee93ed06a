import { useQuery } from '@tanstack/react-query';
import { AssessmentResultResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const resultQueryKey = (resultId: string) => ['assessments', 'result', resultId] as const;

export function fetchAssessmentResult(resultId: string, signal?: AbortSignal) {
  return apiRequest(`/api/assessments/results/${encodeURIComponent(resultId)}`, { parse: zodParser(AssessmentResultResponse), signal });
}

/** GET /api/assessments/results/:resultId (member): one stored result with its words and the previous attempt. */
export function useAssessmentResult(resultId: string | null) {
  return useQuery({
    queryKey: resultQueryKey(resultId ?? ''),
    queryFn: ({ signal }) => fetchAssessmentResult(resultId!, signal),
    enabled: resultId !== null,
  });
}
