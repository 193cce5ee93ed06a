import { useQuery } from '@tanstack/react-query';
import { AssessmentHubResponse } from '../../../../shared/contracts/assessments';
import { apiRequest, zodParser } from '../../../lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchHub(signal?: AbortSignal) {
  return apiRequest('/api/assessments', { parse: zodParser(AssessmentHubResponse), signal });
}

/** GET /api/assessments (member): each assessment's status, attempts and latest result; asked again on each visit. */
export function useAssessmentStatus() {
  return useQuery({ queryKey: PLAN_KEYS.assessmentHub, queryFn: ({ signal }) => fetchHub(signal), staleTime: 0 });
}
