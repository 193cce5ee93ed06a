import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { decideAccess, type StaffRole } from '#shared/access/policy';
import { Spinner } from '#web/components/ui/spinner';
import { rankTooLowState, STAFF_ONLY_STATE } from '#web/lib/staff-only';
import { type SessionUser, toActor } from '#web/features/auth/api/get-session';
import { useAdminCheck } from '../api/check-admin';

/**
 * Spec 4 "Admin guard" for a signed-in person: a spinner while the admin check runs; no staff
 * role (or a failed or timed-out check) goes to /auth, which says why; a rank below the page's goes
 * to /admin, which says which role the page needs.
 * Loaded lazily by app/require-access.tsx, so the check and its contract stay off the first load.
 */
export default function StaffGuard({ policy, user, children }: { policy: StaffRole; user: SessionUser; children: ReactNode }) {
  const check = useAdminCheck(user.id);
  if (check.isPending) return <Spinner label="Checking your access..." />;
  if (!check.role) return <Navigate to="/auth" replace state={STAFF_ONLY_STATE} />;
  if (decideAccess(policy, toActor({ ...user, staffRole: check.role })) !== 'allow') {
    return <Navigate to="/admin" replace state={rankTooLowState(policy)} />;
  }
  return children;
}
