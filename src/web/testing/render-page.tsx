import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AccessPolicy } from '#shared/access/policy';
import { RequireAccess } from '#web/app/require-access';
import { useRealtimeConnection } from '#web/app/shell/shell-effects';
import { PageSkeleton } from '#web/components/page-skeleton';
import { TestProviders, testQueryClient } from './test-providers';

export interface RenderPageOptions {
  /** Where the page opens (path, query and hash). */
  path: string;
  /** The page's route pattern (e.g. '/edits/:slug'), or the patterns of a page serving several; the path's pathname when left out. */
  route?: string | readonly string[];
  /** Other routes the test visits (the pages a link or a navigation leads to, whose words it reads). */
  routes?: Record<string, ReactNode>;
  /** A layout route around the page (and `routes`), rendering them in its Outlet: the admin layout around staff pages. */
  layout?: ReactElement;
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
const movedTo = (pathAndSearch: string) => `Moved to ${pathAndSearch}`;

function RealtimeStream() {
  useRealtimeConnection(true);
  return null;
}

/** Where the shell puts the routed page. */
function Main() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>{movedTo(`${pathname}${search}`)}</p>;
}

/**
 * Renders one page (imported statically: no lazy chunk, no preload) in the app's providers and a
 * memory router that knows just its route, the `routes` given, and a catch-all that says where a
 * navigation led. The page sits in `main`, as the shell puts it; its guard, a layout and the
 * realtime stream join on request. The shell and the route table are renderApp's (render-app.tsx).
 */
export function renderPage(
  page: ReactElement,
  { path, route, routes = {}, layout, client = testQueryClient(), access, realtime = false }: RenderPageOptions,
) {
  const patterns = [route ?? new URL(path, 'http://localhost').pathname].flat();
  const guarded = access ? <RequireAccess policy={access}>{page}</RequireAccess> : page;
  const pages: RouteObject[] = [
    ...patterns.map((pattern) => ({ path: pattern, element: guarded })),
    ...Object.entries(routes).map(([other, element]) => ({ path: other, element })),
  ];
  const router = createMemoryRouter(
    [
      { element: <Main />, children: layout ? [{ element: layout, children: pages }] : pages },
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
