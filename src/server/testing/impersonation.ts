import { expect } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { cookieFrom, post } from './auth-helpers';
import type { TestApp } from './test-app';

/**
 * A staff member's view of a member's account (spec 4, 6, 7), started with the reason confirmed; it
 * must start. `asMember` is the staff member's cookie jar, now signed in as the member.
 */
export async function startImpersonation(t: TestApp, staff: { cookie: string }, targetUserId: string, reason?: string) {
  const start = await post(
    t,
    '/api/admin/impersonation',
    { target_user_id: targetUserId, ...(reason === undefined ? {} : { reason }), reason_confirmed: true },
    staff.cookie,
  );
  expect(start.statusCode, start.body).toBe(200);
  return { start, asMember: cookieFrom(start, staff.cookie), sessionId: start.json().impersonation_session_id as string };
}

/** A member as staff see her while viewing as her (the access hook's actor), without a real session. */
export const viewingAs = (member: Actor): Actor => ({
  ...(member as Extract<Actor, { kind: 'user' }>),
  impersonatedBy: 'staff-1',
  sessionId: 'session-1',
});
