import { apiRequest } from '#web/lib/api-client';

/** POST /api/auth/sign-out: ends this browser's session (spec 7 "Sign-out call"). */
export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, parse: () => undefined });
}
