import type { SessionUser } from '../features/auth/api/get-session';

export const VISITOR_REPLY = { user: null, impersonation: null };

export function userReply(over: Partial<SessionUser> = {}) {
  const user: SessionUser = {
    id: 'user-1',
    email: 'sam@example.com',
    fullName: 'Sam Rivera',
    preferredName: null,
    staffRole: null,
    tier: 'free',
    isCoach: false,
    ...over,
  };
  return { user, impersonation: null };
}
