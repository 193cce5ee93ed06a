import './lib/zod-config';
import './styles/app.css';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { adoptDehydratedState, readDehydratedState } from './app/hydration';
import { createAppRouter } from './app/router';
import { findRoute } from './app/route-lookup';
import { ROUTE_TABLE } from './app/route-table';
import { isRedirect } from './app/route-types';
import { showStartupFailureScreen, startApp } from './app/start-up';
import { describeRouteProblem, validateRouteTable } from './app/validate-route-table';
import { consentBannerWanted } from './lib/consent-check';
import { createQueryClient } from './lib/query-client';
import { loadConsentBanner } from './features/privacy/components/privacy-prompts';

if (import.meta.env.DEV) {
  for (const problem of validateRouteTable(ROUTE_TABLE)) console.warn(describeRouteProblem(problem));
}

/** Lets the browser handle input between two pieces of start-up work (each its own short task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// What starts a page's code and data together (decision 073): a small module of its own, out of
// the first load of public pages (the bundle budget); it is the first thing a member's page asks for.
const startPages = () => import('./app/start-page');

startApp(document, (rootElement) => {
  const queryClient = createQueryClient();
  const options: RootOptions = {
    // Crashes inside the tree are caught and logged (with an id) by ErrorBoundary; one that
    // escapes every boundary means the app cannot run, so show the start-up failure screen.
    onCaughtError: () => {},
    onUncaughtError: (error) => showStartupFailureScreen(rootElement, error),
    // A server-drawn page that differs from the app's (it should not) is drawn again by the app.
    onRecoverableError: (error) => console.warn('[Recalibrate] Part of the page was redrawn.', error),
  };
  const app = (router: ReturnType<typeof createAppRouter>): ReactNode => (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Transitions let React do its first work in short slices, so the page answers input while the
  // app starts (docs/decisions/041-first-paint.md).
  const state = readDehydratedState();
  if (!state) {
    // The session, the page's code and its data are asked for together, then React starts: were it
    // first, its own ask for the session could come back before the page's were sent (decision 073).
    const router = createAppRouter();
    const root = createRoot(rootElement, options);
    void startPages()
      .then((start) => start.startPagesOnNavigation(router, queryClient, true))
      .finally(() => startTransition(() => root.render(app(router))));
    return;
  }
  // The server drew this page, which shows already: take it over in place, with its answers and
  // its page's code, in short tasks (the router alone takes ~50 ms on a slow phone).
  adoptDehydratedState(queryClient, state);
  const entry = findRoute(window.location.pathname);
  const pageCode = entry && !isRedirect(entry) ? entry.page.preload().catch(() => undefined) : undefined;
  // The page carries the cookie banner (decision 044): its code too, where this browser shows it.
  const bannerCode = consentBannerWanted() ? loadConsentBanner().catch(() => undefined) : undefined;
  void (async () => {
    await nextTask();
    const router = createAppRouter();
    void startPages().then((start) => start.startPagesOnNavigation(router, queryClient));
    // A page chunk that does not load is reported by the page's own error screen; the banner stays away.
    await Promise.all([pageCode, bannerCode]);
    await nextTask();
    startTransition(() => void hydrateRoot(rootElement, app(router), options));
  })().catch((error: unknown) => showStartupFailureScreen(rootElement, error));
});
