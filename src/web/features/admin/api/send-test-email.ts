import { OkResponse } from '#shared/contracts/auth';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';

export function sendTestEmail({ to }: { to: string }) {
  return sendJson('POST', '/api/admin/emails/test', { to }, OkResponse);
}

/** POST /api/admin/emails/test (super_admin): a test email to any address. */
export function useSendTestEmail() {
  return useRefreshingMutation(sendTestEmail, ['admin', 'emails']);
}
