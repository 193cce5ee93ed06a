import { AssessmentAccessResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function redeemAccessCode(code: string) {
  return apiRequest('/api/assessments/access-code', { method: 'POST', body: { code }, parse: zodParser(AssessmentAccessResponse) });
}

/** POST /api/assessments/access-code (member): a partner code unlocks the assessments; 400 'Invalid access code'. */
export function useRedeemAccessCode() {
  return useSavingMutation(redeemAccessCode, (queryClient) => void queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all }));
}
