import { matchRoutes } from 'react-router';
import type { AccessPolicy } from '#shared/access/policy';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type RouteEntry } from './route-types';

const matchable = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));

// A path without parameters or a splat beats any pattern in the router's ranking, so those are
// looked up directly: matchRoutes compiles and ranks the whole table on every call, and the shell
// asks about each of its ~40 links (about 100 ms on a slow phone's first render before this).
/** True for a path with a parameter or a splat (the router ranks those below static paths). */
const hasParameters = (path: string) => path.includes(':') || path.includes('*');
const staticPaths = new Map(ROUTE_TABLE.filter((entry) => !hasParameters(entry.path)).map((entry) => [entry.path.toLowerCase(), entry]));
const found = new Map<string, RouteEntry | undefined>();

/** The route-table entry that the router would render for a pathname (same ranking rules). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const direct = staticPaths.get(pathname.replace(/(.)\/+$/, '$1').toLowerCase());
  if (direct) return direct;
  // The table never changes while the app runs, so an answer is kept.
  if (!found.has(pathname)) found.set(pathname, matchRoutes(matchable, pathname)?.[0]?.route.entry);
  return found.get(pathname);
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

/** The pages of one category of the route table (the team's documentation), in the table's order. */
export function pagesOfCategory(category: RouteEntry['category']): RouteEntry[] {
  return ROUTE_TABLE.filter((entry) => entry.category === category && !isRedirect(entry));
}
