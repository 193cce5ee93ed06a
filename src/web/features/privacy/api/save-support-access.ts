import { SupportAccessResponse, type SupportAccessInput } from '#shared/contracts/privacy';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { PRIVACY_KEYS } from './query-keys';

const saveSupportAccess = (input: SupportAccessInput) => sendJson('PUT', '/api/privacy/support-access', input, SupportAccessResponse);

/** PUT /api/privacy/support-access: gives support access for some hours from now, or 0 to stop it. */
export function useSaveSupportAccess() {
  return useCachingMutation(saveSupportAccess, PRIVACY_KEYS.supportAccess);
}
