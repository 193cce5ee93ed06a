import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '#web/components/page-skeleton';
import { useForgetEndedImpersonation } from '#web/features/admin/impersonation/use-forget-ended-impersonation';
import { useSession } from '#web/features/auth/api/get-session';
import { PrivacyPrompts } from '#web/features/privacy/components/privacy-prompts';
import { cn } from '#web/lib/cn';
import { ErrorBoundary } from '../error-boundary';
import { useIdlePreload } from '../idle-preload';
import { useCurrentRoute } from '../use-current-route';
import { Island } from '../island';
import { isAuthPath } from '../sign-in-href';
import { MobileTabBar } from './mobile-tab-bar';
import { RouteAnnouncer } from './route-announcer';
import { useDocumentHead, useRealtimeConnection, useScrollToTop } from './shell-effects';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// Spec 2.8: the impersonation banner loads only while the session reports an impersonation.
const ImpersonationBanner = lazy(() => import('#web/features/admin/components/impersonation-banner'));
// Wellness reminders (spec 4) for a signed-in member, not while staff view the app as one
// (docs/decisions/034-web-checkins-and-reminders.md). A reminder that fails to load stays away.
const quiet = () => ({ default: () => null });
// The member frame (past-due banner, burnout check reminder) shows the page below it (decision
// 073); if its code fails to load, the page alone.
const MemberFrame = lazy(() =>
  import('./member-frame').catch(() => ({
    default: ({ children }: { children?: ReactNode }) => children,
  })),
);
const BreakReminder = lazy(() => import('#web/features/wellness/components/break-reminder').catch(quiet));
// Issue 16's "Need help now?" entry: a module of its own, out of every page's first load.
const NeedHelpNow = lazy(() => import('./need-help-now').catch(quiet));

/** The layout around every page: skip link, top bar, the routed page, footer and tab bar. */
export function AppShell() {
  const { pathname } = useLocation();
  const { user, impersonation, termsAcceptanceNeeded, isPending, isError } = useSession();
  useScrollToTop();
  useDocumentHead();
  useIdlePreload();
  useRealtimeConnection(user !== null);
  useForgetEndedImpersonation(!isPending && !isError, impersonation !== null);
  const showTabBar = !isAuthPath(pathname);
  // Only around member pages, which mount once the session is known: a public page, shown while
  // the session loads, is never mounted again under the reminder when it arrives.
  const route = useCurrentRoute();
  const remind = user !== null && !impersonation && route?.access === 'member';

  return (
    <div className={cn('flex min-h-dvh flex-col', showTabBar && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0')}>
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only z-50 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <RouteAnnouncer />
      {user && impersonation && (
        <Suspense fallback={null}>
          <ImpersonationBanner user={user} impersonation={impersonation} />
        </Suspense>
      )}
      <Island name="top-bar">
        <TopBar user={user} />
      </Island>
      <Island name="need-help">
        <Suspense fallback={null}>
          <NeedHelpNow />
        </Suspense>
      </Island>
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            {/* The reminder and the page appear together (decision 073): a due reminder never pushes the page down. */}
            {remind ? (
              <MemberFrame userId={user.id}>
                <Outlet />
              </MemberFrame>
            ) : (
              <Island name="page">
                <Outlet />
              </Island>
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter user={user} />
      {showTabBar && <MobileTabBar user={user} />}
      {user && !impersonation && (
        <Suspense fallback={null}>
          <BreakReminder />
        </Suspense>
      )}
      <Island name="privacy-prompts">
        <PrivacyPrompts
          userId={user?.id ?? null}
          sessionKnown={!isPending}
          impersonating={impersonation !== null}
          termsAcceptanceNeeded={termsAcceptanceNeeded}
          aboveTabBar={showTabBar}
        />
      </Island>
    </div>
  );
}
