import { type ConsentType, ConsentListResponse } from '#shared/contracts/privacy';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { PRIVACY_KEYS } from './query-keys';

export interface ConsentChange {
  consent_type: ConsentType;
  consent_given: boolean;
}

export function changeConsent(change: ConsentChange) {
  return sendJson('POST', '/api/privacy/consents', change, ConsentListResponse);
}

/** POST /api/privacy/consents: withdraws the active record and adds the new one; answers the new list. */
export function useChangeConsent() {
  return useCachingMutation(changeConsent, PRIVACY_KEYS.consents);
}
