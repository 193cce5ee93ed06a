import { REQUIRED_ROUTE_CATEGORIES } from './route-types';

/** The fallback path that renders the 404 page (spec 2.6: it must be the last route). */
export const FALLBACK_PATH = '*';

export type RouteTableProblem =
  | { kind: 'duplicate-path'; path: string; indexes: number[] }
  | { kind: 'missing-category'; category: string }
  | { kind: 'missing-fallback' }
  | { kind: 'fallback-not-last'; index: number };

/**
 * Paths that the router would treat as the same: react-router matches case-insensitively,
 * ignores a trailing slash, and does not care what a parameter is called.
 */
export function routeShape(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed
    .toLowerCase()
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? ':?' : ':') : segment))
    .join('/');
}

/** Checks the route table (spec 2.6): duplicate paths, required categories, fallback last. */
export function validateRouteTable(
  routes: readonly { path: string; category: string }[],
  requiredCategories: readonly string[] = REQUIRED_ROUTE_CATEGORIES,
): RouteTableProblem[] {
  const problems: RouteTableProblem[] = [];

  const byShape = new Map<string, number[]>();
  routes.forEach((route, index) => {
    const shape = routeShape(route.path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), index]);
  });
  for (const indexes of byShape.values()) {
    if (indexes.length > 1) problems.push({ kind: 'duplicate-path', path: routes[indexes[0]].path, indexes });
  }

  const present = new Set(routes.map((route) => route.category));
  for (const category of requiredCategories) {
    if (!present.has(category)) problems.push({ kind: 'missing-category', category });
  }

  const fallbackIndex = routes.findIndex((route) => route.path === FALLBACK_PATH);
  if (fallbackIndex === -1) problems.push({ kind: 'missing-fallback' });
  else if (fallbackIndex !== routes.length - 1) problems.push({ kind: 'fallback-not-last', index: fallbackIndex });

  return problems;
}

export function describeRouteProblem(problem: RouteTableProblem): string {
  switch (problem.kind) {
    case 'duplicate-path':
      return `Route table: "${problem.path}" is declared more than once (entries ${problem.indexes.join(', ')}).`;
    case 'missing-category':
      return `Route table: no route has the required category "${problem.category}".`;
    case 'missing-fallback':
      return `Route table: there is no fallback route ("${FALLBACK_PATH}") for unknown paths.`;
    case 'fallback-not-last':
      return `Route table: the fallback route ("${FALLBACK_PATH}") is at position ${problem.index}; it must be the last route.`;
  }
}
