import type { RouteEntry } from './route-types';
import { ADMIN_ROUTES } from './routes/admin-routes';
import { built, CRITICAL, redirect } from './routes/build-route';
import { MEMBER_ROUTES } from './routes/member-routes';
import { NotFoundPage } from './routes/pages';
import { PUBLIC_ROUTES } from './routes/public-routes';
import { FALLBACK_PATH } from './validate-route-table';
import { NOT_FOUND_PAGE } from '#shared/site/pages';

// Every path of spec 2.1–2.7 plus /contact, /help and the 404 fallback, in one table, in the
// spec's order: the rows of what anyone, a member and staff may open are in their modules under
// routes/, the lazy pages in routes/pages.ts.
// Each entry: path, name (page title), category, critical flag, description and access policy.
// Pages are lazy chunks, each built (the placeholder register of decision 010 is gone: every page shipped).

export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...PUBLIC_ROUTES, // 2.1 and 2.2
  ...MEMBER_ROUTES, // 2.3 to 2.5

  // 2.6 Redirects
  redirect('/rolesync', '/flowpath', 'RoleSync', 'career', 'RoleSync is now part of FlowPath.'),
  redirect('/assessment-hub', '/assessments', 'Assessment Hub', 'assessment', 'Older address of the Assessment Hub.'),
  redirect('/personal-dashboard', '/dashboard', 'Dashboard', 'core', 'Older address of the dashboard.'),
  redirect('/personal_dashboard', '/dashboard', 'Dashboard', 'core', 'Older address of the dashboard.'),

  ...ADMIN_ROUTES, // 2.7

  // 2.6 Fallback: must stay last.
  built('public', NotFoundPage)(FALLBACK_PATH, NOT_FOUND_PAGE.name, 'core', NOT_FOUND_PAGE.description, CRITICAL),
];
