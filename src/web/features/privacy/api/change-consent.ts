import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConsentType, ConsentListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export interface ConsentChange {
  consent_type: ConsentType;
  consent_given: boolean;
}

export function changeConsent(change: ConsentChange) {
  return apiRequest('/api/privacy/consents', { method: 'POST', body: change, parse: zodParser(ConsentListResponse) });
}

/** POST /api/privacy/consents: withdraws the active record and adds the new one; answers the new list. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: (reply) => queryClient.setQueryData(PRIVACY_KEYS.consents, reply),
  });
}
