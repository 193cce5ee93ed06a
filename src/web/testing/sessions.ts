import { saveImpersonation } from '../features/admin/impersonation/stored-impersonation';
import type { SessionUser } from '../features/auth/api/get-session';

export const VISITOR_REPLY = { user: null, impersonation: null, termsAcceptanceNeeded: false };

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
  return { user, impersonation: null, termsAcceptanceNeeded: false };
}

/** The reply of GET /api/admin/check (spec 6 is_admin) for a staff role, or null for anyone else. */
export function adminCheckReply(role: SessionUser['staffRole']) {
  return { isAdmin: role !== null, role };
}

/** Fetch routes for a signed-in person whose session and admin check agree on a staff role. */
export function signedInRoutes(staffRole: SessionUser['staffRole'] = null, over: Partial<SessionUser> = {}) {
  return {
    '/api/session': { body: userReply({ staffRole, ...over }) },
    '/api/admin/check': { body: adminCheckReply(staffRole) },
  };
}

/** What starting a view-as leaves in this browser: staff-1 viewing as Sam Rivera (`memberId`) until `expiresAt`. */
export function storeViewingAs(memberId: string, expiresAt: number, timestamp = Date.now()) {
  saveImpersonation(
    localStorage,
    { adminUserId: 'staff-1', targetUserId: memberId, sessionId: 'sess-1', timestamp, expiresAt },
    { id: memberId, email: 'sam@example.com', full_name: 'Sam Rivera' },
  );
}
