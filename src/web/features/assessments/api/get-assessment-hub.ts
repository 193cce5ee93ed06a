import { useQuery } from '@tanstack/react-query';
import { AssessmentHubResponse } from '../../../../shared/contracts/assessments';
import { apiRequest, zodParser } from '../../../lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function fetchAssessmentHub(signal?: AbortSignal) {
  return apiRequest('/api/assessments', { parse: zodParser(AssessmentHubResponse), signal });
}

/** GET /api/assessments (member): every assessment with the member's status, in hub order. */
export function useAssessmentHub() {
  return useQuery({ queryKey: ASSESSMENT_KEYS.hub, queryFn: ({ signal }) => fetchAssessmentHub(signal), staleTime: 0 });
}
