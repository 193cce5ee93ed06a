import { SaveSupplementalResponse } from '#shared/contracts/assessments';
import type { Answers } from '#shared/assessments/scoring';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function saveSupplemental(answers: Answers) {
  return apiRequest('/api/assessments/supplemental', { method: 'PUT', body: { answers }, parse: zodParser(SaveSupplementalResponse) });
}

/** PUT /api/assessments/supplemental: the member's own context answers, with the crisis tier of the written ones. */
export function useSaveSupplemental() {
  return useSavingMutation(saveSupplemental, (queryClient, { crisisTier: _tier, ...saved }) =>
    queryClient.setQueryData(ASSESSMENT_KEYS.supplemental(undefined), saved),
  );
}
