import { useQuery } from '@tanstack/react-query';
import { AssessmentResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function fetchAssessment(slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}`, { parse: zodParser(AssessmentResponse), signal });
}

/**
 * GET /api/assessments/:slug (member): the definition, the saved progress and the latest result.
 * Always asked again when a page opens, so answers saved on another device are picked up.
 */
export function useAssessment(slug: string) {
  return useQuery({
    queryKey: ASSESSMENT_KEYS.detail(slug),
    queryFn: ({ signal }) => fetchAssessment(slug, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    // An unknown slug is a 404 page at once, not after a retry.
  });
}
