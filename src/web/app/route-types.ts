import type { AccessPolicy } from '#shared/access/policy';
import type { LazyPage } from './lazy-page';

export const ROUTE_CATEGORIES = [
  'core',
  'public',
  'legal',
  'auth',
  'account',
  'assessment',
  'soulprint',
  'reset',
  'wellness',
  'sofia',
  'library',
  'commerce',
  'community',
  'career',
  'coaching',
  'admin',
  'docs',
] as const;
export type RouteCategory = (typeof ROUTE_CATEGORIES)[number];

/** Spec 2.6: each of these categories must be present in the table. */
export const REQUIRED_ROUTE_CATEGORIES = ['core', 'assessment', 'admin', 'auth'] as const satisfies readonly RouteCategory[];

interface RouteEntryBase {
  path: string;
  name: string;
  category: RouteCategory;
  critical: boolean;
  description: string;
  access: AccessPolicy;
}

export interface PageRoute extends RouteEntryBase {
  page: LazyPage;
}

/** Sends the visitor on to another path with <Navigate replace>, keeping the query string. */
export interface RedirectRoute extends RouteEntryBase {
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

export function isRedirect(entry: RouteEntry): entry is RedirectRoute {
  return 'redirectTo' in entry;
}
