import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/auth/sign-in/magic-link: emails a one-time sign-in link (only to real accounts). */
export function requestMagicLink(email: string, callbackURL = '/dashboard'): Promise<void> {
  return apiRequest('/api/auth/sign-in/magic-link', { method: 'POST', body: { email, callbackURL }, parse: ignoreReply });
}
