import { useMatches } from 'react-router';
import type { RouteEntry } from './route-types';

/** The route-table entry of the deepest matched route (its `handle`). */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteEntry | undefined;
}
