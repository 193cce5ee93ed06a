import { useQuery } from '@tanstack/react-query';
import { AssessmentHubResponse } from '#shared/contracts/assessments';
import { getQuery } from '#web/lib/get-query';
import { FRESH_FOR_A_VISIT_MS } from '#web/lib/prefetch-queries';
import { ASSESSMENT_KEYS } from './query-keys';

/** The hub's query, shared by the hook and the dashboard's prefetch (decision 073). */
export const assessmentHubQuery = getQuery(ASSESSMENT_KEYS.hub, '/api/assessments', AssessmentHubResponse, FRESH_FOR_A_VISIT_MS);

/** GET /api/assessments (member): every assessment with the member's status, in hub order; asked again on each visit. */
export function useAssessmentHub() {
  return useQuery(assessmentHubQuery);
}
