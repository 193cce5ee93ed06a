import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/api/get-session';
import { gateStatusQuery } from '../features/launch-gate/api/get-gate-status';
import { requestAhead } from '../lib/api-client';
import { promptBelongsOn } from '../features/wellness/lib/burnout-reminder';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';

// A chunk or a request that fails here is tried again when the page renders, and reported there.
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/**
 * Starts everything a page needs at once, as navigation to it begins (decision 073): its code and,
 * for a page that declares it, its first screen's data; neither waits for the other, nor for the
 * access check.
 */
export function startPage(pathname: string, queryClient: QueryClient): void {
  const entry = findRoute(pathname);
  if (!entry || isRedirect(entry)) return;
  quietly(entry.page.preload());
  if (entry.data) quietly(entry.data().then((module) => module.default(queryClient)));
  // The burnout check reminder sits above such a page: it decides alongside it.
  if (promptBelongsOn(entry)) {
    quietly(import('../features/wellness/components/burnout-check-reminder'));
    quietly(import('../features/wellness/reminder-data').then((module) => module.default(queryClient)));
  }
}

/** The burnout check reminder's two questions (reminder-data.ts), on the pages it belongs on. */
export const REMINDER_REQUESTS = ['/api/wellness/preferences', '/api/wellness/checkins/latest'] as const;

/**
 * The app is starting on `pathname` with nothing known yet: who is signed in, and the page's first
 * answers, are asked for at once, before any code that reads them has loaded. Only at start: later
 * pages find zod and most of their code already running, and their answers often in the cache.
 */
export function startFirstPage(pathname: string, queryClient: QueryClient): void {
  quietly(queryClient.prefetchQuery(sessionQuery));
  quietly(queryClient.prefetchQuery(gateStatusQuery));
  const entry = findRoute(pathname);
  if (entry && !isRedirect(entry)) {
    for (const path of [...(entry.requests ?? []), ...(promptBelongsOn(entry) ? REMINDER_REQUESTS : [])]) requestAhead(path);
  }
  startPage(pathname, queryClient);
}

interface NavigatingRouter {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/** Starts each page the router goes to (once per change of path, not on every state change). */
export function startPagesOnNavigation(router: NavigatingRouter, queryClient: QueryClient): () => void {
  let current = router.state.location.pathname;
  return router.subscribe(({ location }) => {
    if (location.pathname === current) return;
    current = location.pathname;
    startPage(current, queryClient);
  });
}
