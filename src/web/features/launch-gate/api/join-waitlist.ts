import { apiRequest, ignoreReply } from '#web/lib/api-client';

/** POST /api/launch-gate/waitlist (spec 7 INSERT beta_waitlist); a duplicate answers 409 with code ALREADY_ON_LIST. */
export function joinWaitlist(email: string, path: string): Promise<void> {
  return apiRequest('/api/launch-gate/waitlist', {
    method: 'POST',
    body: { email, user_agent: navigator.userAgent.slice(0, 512), metadata: { path: path.slice(0, 200) } },
    parse: ignoreReply,
  });
}
