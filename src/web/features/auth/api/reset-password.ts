import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/auth/reset-password: sets the new password; the server ends every session. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input, parse: ignoreReply });
}
