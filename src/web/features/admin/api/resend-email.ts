import { OkResponse } from '#shared/contracts/auth';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function resendEmail(id: string) {
  return sendJson('POST', itemPath('/api/admin/emails', id, '/resend'), {}, OkResponse);
}

/** POST /api/admin/emails/:id/resend (super_admin): queues the stored message again. */
export function useResendEmail() {
  return useRefreshingMutation(resendEmail, ['admin', 'emails']);
}
