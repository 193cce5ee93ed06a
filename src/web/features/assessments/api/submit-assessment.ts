import { type AssessmentResponse, SubmitResponse } from '#shared/contracts/assessments';
import type { Answers } from '#shared/assessments/scoring';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { AFFECTED_BY_A_RESULT, ASSESSMENT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function submitAssessment(slug: string, answers: Answers) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/submit`, {
    method: 'POST',
    body: { answers },
    parse: zodParser(SubmitResponse),
  });
}

/**
 * POST /api/assessments/:slug/submit: 201 with the result's address, or 400 with a field error
 * (`answers.<itemId>`) per missing or out-of-range answer. The server clears the saved progress.
 */
export function useSubmitAssessment(slug: string) {
  return useSavingMutation(
    (answers: Answers) => submitAssessment(slug, answers),
    (queryClient) => {
      queryClient.setQueryData<AssessmentResponse>(ASSESSMENT_KEYS.detail(slug), (old) => (old ? { ...old, progress: null } : old));
      for (const queryKey of AFFECTED_BY_A_RESULT) void queryClient.invalidateQueries({ queryKey });
    },
  );
}
