import { matchRoutes } from 'react-router';
import type { AccessPolicy } from '../../shared/access/policy';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type RouteEntry } from './route-types';

const matchable = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));

/** The route-table entry that the router would render for a pathname (same ranking rules). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return matchRoutes(matchable, pathname)?.[0]?.route.entry;
}

/** The access a link target needs, following redirects (e.g. /rolesync → /flowpath). */
export function accessFor(to: string): AccessPolicy {
  let entry = findRoute(to.split(/[?#]/)[0]);
  for (let hops = 0; entry && isRedirect(entry) && hops < 5; hops++) entry = findRoute(entry.redirectTo);
  return entry?.access ?? 'public';
}

export function needsSignIn(to: string): boolean {
  return accessFor(to) !== 'public';
}
