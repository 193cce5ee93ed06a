import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AccessPolicy } from '#shared/access/policy';
import { RequireAccess } from '#web/app/require-access';
import { useRealtimeConnection } from '#web/app/shell/shell-effects';
import { PageSkeleton } from '#web/components/page-skeleton';
import './async-timeout';
import { TestProviders, testQueryClient } from './test-providers';

export interface RenderPageOptions {
  /** Where the page opens (path, query and hash). */
  path: string;
  /** The page's route pattern (e.g. '/edits/:slug'), or the patterns of a page serving several; the path's pathname when left out. */
  route?: string | readonly string[];
  /** Other routes the test visits (stand-ins for the pages a link or a navigation leads to). */
  routes?: Record<string, ReactNode>;
  client?: QueryClient;
  /**
   * The route's access policy, for a page that reads who is signed in: its guard (RequireAccess)
   * then holds it, as in the app, until the session is known.
   */
  access?: AccessPolicy;
  /** Opens the realtime stream, as the shell does while someone is signed in. */
  realtime?: boolean;
}

/** The text the stand-in for any other route shows: where a link or a navigation led. */
export const movedTo = (pathAndSearch: string) => `Moved to ${pathAndSearch}`;

function RealtimeStream() {
  useRealtimeConnection(true);
  return null;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>{movedTo(`${pathname}${search}`)}</p>;
}

/**
 * Renders one page (imported statically: no lazy chunk, no preload) in the app's providers and a
 * memory router that knows just its route, the `routes` given, and a catch-all that says where a
 * navigation led (`movedTo`). The page sits in `main`, as the shell puts it. The shell, the guards
 * and the route table are renderApp's (render-app.tsx).
 */
export function renderPage(
  page: ReactElement,
  { path, route, routes = {}, client = testQueryClient(), access, realtime = false }: RenderPageOptions,
) {
  const main = (element: ReactNode) => (
    <main id="main-content" tabIndex={-1}>
      <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
    </main>
  );
  const patterns = [route ?? new URL(path, 'http://localhost').pathname].flat();
  const router = createMemoryRouter(
    [
      ...patterns.map((pattern) => ({
        path: pattern,
        element: main(access ? <RequireAccess policy={access}>{page}</RequireAccess> : page),
      })),
      ...Object.entries(routes).map(([other, element]) => ({ path: other, element: main(element) })),
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders client={client}>
      {realtime && <RealtimeStream />}
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, client, ...view };
}
