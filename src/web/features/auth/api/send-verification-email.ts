import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/auth/send-verification-email: a fresh confirmation link for an unconfirmed address, leading on to `destination`. */
export function sendVerificationEmail(email: string, destination = '/auth/verified'): Promise<void> {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: destination },
    parse: ignoreReply,
  });
}
