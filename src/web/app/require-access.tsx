import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type AccessPolicy, decideAccess, STAFF_ROLES, type StaffRole } from '#shared/access/policy';
import { ReconnectingPage } from '../components/reconnecting-page';
import { PageSkeleton } from '../components/page-skeleton';
import { toActor, useSession } from '../features/auth/api/get-session';
import { signInHref } from './sign-in-href';

const isStaffPolicy = (policy: AccessPolicy): policy is StaffRole => (STAFF_ROLES as readonly AccessPolicy[]).includes(policy);

// The staff branch asks the server's admin check (spec 6); it loads with the first staff page.
export const loadStaffGuard = () => import('../features/admin/components/staff-guard');
const StaffGuard = lazy(loadStaffGuard);
const checking = <PageSkeleton label="Checking your access..." />;

/**
 * Guards a page by its route-table policy (spec 2.3–2.7, 4 "Admin guard"):
 * - public pages render at once;
 * - while the session loads, the shape of a page (its code and data load meanwhile: decision 073);
 * - a visitor goes to /auth?redirect=<path+search>; while the session cannot be read (an outage),
 *   a calm "trouble connecting" state instead, until the connection is back;
 * - staff pages: the admin check decides (the page's shape while it runs, 5-second timeout); a signed-in
 *   non-staff member, or a failed check, goes to /auth; a lower staff rank to /admin;
 * - premium pages send a member without premium to /memberships; coach pages send others home.
 */
export function RequireAccess({ policy, children }: { policy: AccessPolicy; children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  if (policy === 'public') return children;
  if (session.isPending) return checking;
  // The session could not be read (an outage): wait for the connection, never send them to sign in.
  if (session.isError && !session.user) return <ReconnectingPage />;

  if (!session.user) return <Navigate to={signInHref(`${location.pathname}${location.search}`)} replace />;
  if (isStaffPolicy(policy)) {
    return (
      <Suspense fallback={checking}>
        <StaffGuard policy={policy} user={session.user}>
          {children}
        </StaffGuard>
      </Suspense>
    );
  }
  if (decideAccess(policy, toActor(session.user)) === 'allow') return children;
  return <Navigate to={policy === 'premium' ? '/memberships' : '/'} replace />;
}
