import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveSupplementalResponse } from '#shared/contracts/assessments';
import type { Answers } from '#shared/assessments/scoring';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function saveSupplemental(answers: Answers) {
  return apiRequest('/api/assessments/supplemental', { method: 'PUT', body: { answers }, parse: zodParser(SaveSupplementalResponse) });
}

/** PUT /api/assessments/supplemental: the member's own context answers, with the crisis tier of the written ones. */
export function useSaveSupplemental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplemental,
    onSuccess: ({ crisisTier: _tier, ...saved }) => queryClient.setQueryData(ASSESSMENT_KEYS.supplemental(undefined), saved),
  });
}
