import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type AccessPolicy, decideAccess, STAFF_ROLES } from '../../shared/access/policy';
import { Spinner } from '../components/ui/spinner';
import { toActor, useSession } from '../features/auth/api/get-session';
import { signInHref } from './sign-in-href';

const STAFF_POLICIES: readonly AccessPolicy[] = STAFF_ROLES;

/**
 * Guards a page by its route-table policy (spec 2.3–2.7, 4 "Admin guard"):
 * - public pages render at once;
 * - while the session loads, a spinner;
 * - a visitor goes to /auth?redirect=<path+search>;
 * - staff pages: a signed-in non-staff member goes to /auth, a lower staff rank to /admin;
 * - premium pages send a member without premium to /memberships; coach pages send others home.
 */
export function RequireAccess({ policy, children }: { policy: AccessPolicy; children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  if (policy === 'public') return children;
  if (session.isPending) return <Spinner label="Checking your access..." />;

  const actor = toActor(session.user);
  const decision = decideAccess(policy, actor);
  if (decision === 'allow') return children;
  if (decision === 'unauthenticated') {
    return <Navigate to={signInHref(`${location.pathname}${location.search}`)} replace />;
  }
  if (STAFF_POLICIES.includes(policy)) {
    const isStaff = actor.kind === 'user' && actor.staffRole !== null;
    return <Navigate to={isStaff ? '/admin' : '/auth'} replace />;
  }
  return <Navigate to={policy === 'premium' ? '/memberships' : '/'} replace />;
}
