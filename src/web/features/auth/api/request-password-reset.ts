import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/auth/request-password-reset: the same answer for any address; mail goes to real accounts. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/password-reset' },
    parse: ignoreReply,
  });
}
