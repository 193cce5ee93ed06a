import { createBrowserRouter, type RouteObject } from 'react-router';
import { STAFF_ROLES } from '../../shared/access/policy';
import { lazyPage } from './lazy-page';
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

// Spec 2.7: the admin layout (sidebar, role badge, Sign Out) around every staff page.
const AdminLayout = lazyPage(() => import('../features/admin/components/admin-layout'));
const isStaffPage = (entry: RouteEntry) => !isRedirect(entry) && (STAFF_ROLES as readonly string[]).includes(entry.access);

/**
 * The whole route tree: the shell as a layout around every entry of the route table, and the
 * admin layout (a pathless layout route open to any staff rank) around the staff pages.
 */
export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const staffPages: RouteObject = {
    element: (
      <RequireAccess policy="analyst">
        <AdminLayout />
      </RequireAccess>
    ),
    children: table.filter(isStaffPage).map(toRouteObject),
  };
  const children = [...table.filter((entry) => !isStaffPage(entry)).map(toRouteObject), staffPages];
  return [{ path: '/', element: <AppShell />, errorElement: <RouteErrorScreen />, children }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
