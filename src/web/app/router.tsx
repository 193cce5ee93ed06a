import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { STAFF_ROLES } from '#shared/access/policy';
import { lazyPage } from './lazy-page';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { loadStaffGuard, RequireAccess } from './require-access';
import { findRoute, hasParameters } from './route-lookup';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type RouteEntry } from './route-types';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './route-error-screen';
import { useCurrentRoute } from './use-current-route';

/** Ids that stay the same whichever routes the router has learnt so far (see createAppRouter). */
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
 * The browser's router learns its routes as they are visited (react-router's
 * patchRoutesOnNavigation): it starts with the page being opened and the routes with parameters
 * (the 404 fallback among them), and adds a page's route the first time someone goes there.
 * Converting and ranking all ~190 routes was part of the router's first call, one long task of a
 * slow phone's start-up (most of the rest is compiling react-router's own code; decision 042).
 * `findRoute` ranks as the router does, so the route added is the one the full table would match.
 */
export function createAppRouter(pathname: string = window.location.pathname) {
  const opened = findRoute(pathname);
  const known = new Set(ROUTE_TABLE.filter((entry) => entry === opened || hasParameters(entry.path)));
  let staffLayoutAdded = [...known].some(isStaffPage);
  return createBrowserRouter(buildRoutes([...known]), {
    patchRoutesOnNavigation({ path, patch }) {
      const entry = findRoute(path);
      if (!entry || known.has(entry)) return;
      known.add(entry);
      if (!isStaffPage(entry)) patch(SHELL_ID, [toRouteObject(entry)]);
      else if (staffLayoutAdded) patch(STAFF_ID, [toRouteObject(entry)]);
      else {
        staffLayoutAdded = true;
        patch(SHELL_ID, [staffLayout([entry])]);
      }
    },
  });
}
