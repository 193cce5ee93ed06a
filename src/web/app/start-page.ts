import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/api/get-session';
import { gateStatusQuery } from '../features/launch-gate/api/get-gate-status';
import { promptBelongsOn } from '../features/wellness/lib/prompt-belongs-on';
import { DEFAULT_TREND_RANGE, REFLECTION_DAYS, trendsPath } from '../features/wellness/lib/trends-path';
import { prefetchQuery } from '../lib/prefetch-queries';
import { requestAhead } from '../lib/request-ahead';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';
import { trackWhenAllowed } from '../features/analytics/lib/watch-consent';
import { mayBeSignedIn, rememberSignedIn } from './signed-in-hint';

/** Starts a page's first-screen queries (the `queryOptions` its hooks use; their modules load here). */
export type PageData = (queryClient: QueryClient) => Promise<unknown>;

interface FirstScreen {
  /** Starts the page's first-screen queries, with its code. */
  data: PageData;
  /** The API paths those queries GET, sent as the app starts on the page, before their code and zod have loaded. */
  requests: readonly string[];
}

/** A wellness page's first-screen queries: the wellness feature keeps them in one module. */
const wellness =
  (prefetch: keyof typeof import('../features/wellness/first-screens')): PageData =>
  async (queryClient) =>
    (await import('../features/wellness/first-screens'))[prefetch](queryClient);

/**
 * The member pages whose first screen waits on answers (decision 073), by route path. This module
 * is loaded as the app starts, apart from the route table, so that public pages' first load does
 * not carry it.
 */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/dashboard': {
    data: async (queryClient) => (await import('../features/dashboard/dashboard-data')).default(queryClient),
    requests: ['/api/soulprint/summary', '/api/plan', '/api/journey', '/api/assessments'],
  },
  '/my-reset-plan': {
    data: async (queryClient) => prefetchQuery(queryClient, (await import('../features/plan/api/get-plan')).planQuery),
    requests: ['/api/plan'],
  },
  '/progress-dashboard': {
    data: async (queryClient) => (await import('../features/plan/progress-data')).default(queryClient),
    requests: ['/api/journey', '/api/edits', '/api/assessments'],
  },
  '/soulprint-compass': {
    data: async (queryClient) => prefetchQuery(queryClient, (await import('../features/soulprint/api/get-soulprint')).soulprintQuery),
    requests: ['/api/soulprint'],
  },
  '/wellness-dashboard': {
    data: wellness('prefetchWellnessDashboard'),
    requests: [trendsPath(DEFAULT_TREND_RANGE)],
  },
  '/wellness-dashboard/journal': {
    data: wellness('prefetchJournal'),
    requests: ['/api/journal'],
  },
  '/reflection': {
    data: wellness('prefetchReflection'),
    requests: [trendsPath(REFLECTION_DAYS)],
  },
  '/nervous-system': {
    data: wellness('prefetchNervousSystem'),
    requests: ['/api/soulprint/summary', '/api/wellness/state-checks'],
  },
};

/** The burnout check reminder above such pages decides alongside them (reminder-data.ts asks these). */
export const REMINDER_REQUESTS = ['/api/wellness/preferences', '/api/wellness/checkins/latest'] as const;

// A chunk or a request that fails here is tried again when the page renders, and reported there.
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/**
 * Starts everything a page needs at once, as navigation to it begins: its code, its first screen's
 * data, and the reminder's code and data where the reminder shows; none waits for another, nor for
 * the access check.
 */
export function startPage(pathname: string, queryClient: QueryClient): void {
  const entry = findRoute(pathname);
  if (!entry || isRedirect(entry)) return;
  quietly(entry.page.preload());
  const screen = FIRST_SCREENS[entry.path];
  const asks = mayBeSignedIn(queryClient);
  if (screen && asks) quietly(screen.data(queryClient));
  // The member frame (burnout check reminder) frames every member page (app-shell.tsx), and asks where it shows.
  if (entry.access === 'member') quietly(import('./shell/member-frame'));
  if (promptBelongsOn(entry) && asks) quietly(import('../features/wellness/reminder-data').then((module) => module.default(queryClient)));
}

/**
 * The app is starting on `pathname` with nothing known yet: who is signed in, the launch gate and
 * the page's first answers (where this browser was last signed in) are asked for at once, before
 * any code that reads them has loaded. Only
 * at start: later pages find zod and most of their code running, and their answers often cached.
 */
export function startFirstPage(pathname: string, queryClient: QueryClient): void {
  quietly(queryClient.prefetchQuery(sessionQuery));
  quietly(queryClient.prefetchQuery(gateStatusQuery));
  const entry = findRoute(pathname);
  if (entry && !isRedirect(entry) && mayBeSignedIn(queryClient)) {
    for (const path of [...(FIRST_SCREENS[entry.path]?.requests ?? []), ...(promptBelongsOn(entry) ? REMINDER_REQUESTS : [])])
      requestAhead(path);
  }
  startPage(pathname, queryClient);
}

interface NavigatingRouter {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/**
 * Starts each page the router goes to (once per change of path, not on every state change), and
 * with `first`, the page the app starts on (startFirstPage); keeps the signed-in hint meanwhile.
 */
export function startPagesOnNavigation(router: NavigatingRouter, queryClient: QueryClient, first = false): () => void {
  let current = router.state.location.pathname;
  const forgetSession = rememberSignedIn(queryClient);
  if (first) startFirstPage(current, queryClient);
  const stopWatching = trackWhenAllowed(router);
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === current) return;
    current = location.pathname;
    startPage(current, queryClient);
  });
  return () => {
    forgetSession();
    stopWatching();
    unsubscribe();
  };
}
