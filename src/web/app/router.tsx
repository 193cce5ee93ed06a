import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { RequireAccess } from './require-access';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type RouteEntry } from './route-types';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './route-error-screen';

function toRouteObject(entry: RouteEntry): RouteObject {
  const element = isRedirect(entry) ? (
    <RedirectKeepingQuery to={entry.redirectTo} />
  ) : (
    <RequireAccess policy={entry.access}>
      <entry.page />
    </RequireAccess>
  );
  if (entry.path === '/') return { index: true, element, handle: entry };
  return { path: entry.path.replace(/^\//, ''), element, handle: entry };
}

/** The whole route tree: the shell as a layout around every entry of the route table. */
export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  return [{ path: '/', element: <AppShell />, errorElement: <RouteErrorScreen />, children: table.map(toRouteObject) }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
