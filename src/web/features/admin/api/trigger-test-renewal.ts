import { MEMBERSHIP_BILLING_API, type TriggerRenewalInput, TriggerRenewalResult } from '#shared/contracts/memberships-billing';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function triggerTestRenewal(input: TriggerRenewalInput) {
  return sendJson('POST', MEMBERSHIP_BILLING_API.adminTestRenewal, input, TriggerRenewalResult);
}

/** POST /api/admin/memberships/test-renewal: a test membership's renewal now, paid or failed (audited). */
export function useTriggerTestRenewal() {
  return useRefreshingMutation(triggerTestRenewal, ['admin']);
}
