import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssessmentAccessResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function redeemAccessCode(code: string) {
  return apiRequest('/api/assessments/access-code', { method: 'POST', body: { code }, parse: zodParser(AssessmentAccessResponse) });
}

/** POST /api/assessments/access-code (member): a partner code unlocks the assessments; 400 'Invalid access code'. */
export function useRedeemAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemAccessCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all }),
  });
}
