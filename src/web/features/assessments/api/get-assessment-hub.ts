import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssessmentHubResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { FRESH_FOR_A_VISIT_MS } from '#web/lib/prefetch-queries';
import { ASSESSMENT_KEYS } from './query-keys';

export function fetchAssessmentHub(signal?: AbortSignal) {
  return apiRequest('/api/assessments', { parse: zodParser(AssessmentHubResponse), signal });
}

/** The hub's query, shared by the hook and the dashboard's prefetch (decision 073). */
export const assessmentHubQuery = queryOptions({
  queryKey: ASSESSMENT_KEYS.hub,
  queryFn: ({ signal }) => fetchAssessmentHub(signal),
  staleTime: FRESH_FOR_A_VISIT_MS,
});

/** GET /api/assessments (member): every assessment with the member's status, in hub order; asked again on each visit. */
export function useAssessmentHub() {
  return useQuery(assessmentHubQuery);
}
