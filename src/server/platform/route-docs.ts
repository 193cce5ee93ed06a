import type { RegisteredRoute } from './access';

interface Addressed {
  url: string;
  method: string;
}

/** The order the docs pages list routes in: by address, then by method. */
export const byAddress = (a: Addressed, b: Addressed) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method);

/**
 * The registered routes `keep` picks, as a back-office docs page lists them: method, address,
 * access policy and the features it checks.
 */
export function routeDocs(routes: readonly RegisteredRoute[], keep: (route: RegisteredRoute) => boolean) {
  return routes
    .filter(keep)
    .map(({ method, url, access, features }) => ({ method, url, access, features: [...features] }))
    .sort(byAddress);
}
