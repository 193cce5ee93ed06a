import { apiRequest, ignoreReply } from '../../../lib/api-client';

/** POST /api/auth/send-verification-email: a fresh confirmation link for an unconfirmed address. */
export function sendVerificationEmail(email: string): Promise<void> {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: '/auth/verified' },
    parse: ignoreReply,
  });
}
