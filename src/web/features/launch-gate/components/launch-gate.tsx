import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { findRoute } from '#web/app/route-lookup';
import { isRedirect } from '#web/app/route-types';
import { PageSkeleton } from '#web/components/page-skeleton';
import { useSession } from '#web/features/auth/api/get-session';
import { gateStatusQuery } from '../api/get-gate-status';
import { decideGate } from '../gate-decision';
import { hasLocalLaunchAccess } from '../launch-access';

// The gate screen (and zod, for its replies) loads only when the gate actually shows.
const GateScreen = lazy(() => import('./gate-screen'));
const waiting = <PageSkeleton />;

/** The bit of the data router the gate needs: where we are, and a way to go elsewhere. */
export interface GateRouter {
  state: { location: { pathname: string } };
  subscribe: (listener: () => void) => () => void;
  navigate: (to: string) => unknown;
}

function preloadPage(pathname: string) {
  const entry = findRoute(pathname);
  if (entry && !isRedirect(entry)) void entry.page.preload().catch(() => undefined);
}

/**
 * Spec 2.12 and 4: asks the server whether the site is gated (GET /api/launch-gate/status) and,
 * when it is and this browser has no launch access, shows the gate screen instead of the app.
 * While the answer is on its way, the requested page's code loads alongside.
 */
export function LaunchGate({ router, children }: { router: GateRouter; children: ReactNode }) {
  const currentPath = () => router.state.location.pathname;
  const pathname = useSyncExternalStore(router.subscribe, currentPath, currentPath);
  const status = useQuery(gateStatusQuery);
  const { user } = useSession();
  const [localAccess, setLocalAccess] = useState(hasLocalLaunchAccess);
  const decision = decideGate({
    pathname,
    localAccess,
    signedIn: user !== null,
    status: status.isPending ? 'pending' : status.isError ? 'error' : status.data,
  });

  useEffect(() => {
    if (decision === 'checking') preloadPage(pathname);
  }, [decision, pathname]);

  if (decision === 'checking') return waiting;
  if (decision === 'gate') {
    return (
      <Suspense fallback={waiting}>
        <GateScreen pathname={pathname} onGranted={() => setLocalAccess(true)} onNavigate={(to) => void router.navigate(to)} />
      </Suspense>
    );
  }
  return children;
}
