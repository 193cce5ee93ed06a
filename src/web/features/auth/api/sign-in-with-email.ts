import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie on success. */
export function signInWithEmail(input: { email: string; password: string }): Promise<void> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input, parse: ignoreReply });
}
