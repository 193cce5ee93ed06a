import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { STAFF_ROLES } from '#shared/access/policy';
import { lazyPage } from './lazy-page';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { loadStaffGuard, RequireAccess } from './require-access';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type RouteEntry } from './route-types';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './route-error-screen';
import { useCurrentRoute } from './use-current-route';

const SHELL_ID = 'shell';
const STAFF_ID = 'staff';

function toRouteObject(entry: RouteEntry): RouteObject {
  const element = isRedirect(entry) ? (
    <RedirectKeepingQuery to={entry.redirectTo} />
  ) : (
    <RequireAccess policy={entry.access}>
      <entry.page />
    </RequireAccess>
  );
  if (entry.path === '/') return { id: entry.path, index: true, element, handle: entry };
  return { id: entry.path, path: entry.path.replace(/^\//, ''), element, handle: entry };
}

// Spec 2.7: the admin layout (sidebar, role badge, Sign Out) around every staff page.
const AdminLayout = lazyPage(() => import('../features/admin/components/admin-layout'));
const isStaffPage = (entry: RouteEntry) => !isRedirect(entry) && (STAFF_ROLES as readonly string[]).includes(entry.access);

/**
 * The admin layout, open to any staff rank. Its chunk and the page's start loading at once, while
 * the session and the admin check are still on their way, rather than one after another.
 */
function StaffArea() {
  const entry = useCurrentRoute();
  useEffect(() => {
    // A chunk that fails here is tried again when it renders, and reported there.
    const quietly = (load: Promise<unknown>) => void load.catch(() => {});
    quietly(loadStaffGuard());
    quietly(AdminLayout.preload());
    if (entry && !isRedirect(entry)) quietly(entry.page.preload());
  }, [entry]);
  return (
    <RequireAccess policy="analyst">
      <AdminLayout />
    </RequireAccess>
  );
}

const staffLayout = (pages: RouteEntry[]): RouteObject => ({ id: STAFF_ID, element: <StaffArea />, children: pages.map(toRouteObject) });

/**
 * The route tree: the shell as a layout around every entry of the route table, and the admin
 * layout (a pathless layout route open to any staff rank) around the staff pages.
 */
export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const staffPages = table.filter(isStaffPage);
  const children = table.filter((entry) => !isStaffPage(entry)).map(toRouteObject);
  if (staffPages.length > 0) children.push(staffLayout(staffPages));
  return [{ id: SHELL_ID, path: '/', element: <AppShell />, errorElement: <RouteErrorScreen />, children }];
}

/**
 * The browser's router, over the whole route table. (Routes learnt as they were visited, decision
 * 042, went with decision 163: the pages the server draws for visitors no longer start the router.)
 */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
