/**
 * The one place where a request path is compared as text (ARCHITECTURE.md §6). Decisions about a
 * request come from the matched route's configuration; only a request that matched no route is
 * looked at as a path, to tell an unknown API address (a problem+json 404, never the app's page)
 * from a page of the app. Every spelling that a browser, proxy or router might read as the same
 * path is folded first: percent-encoding (also double), case, repeated slashes, `.` and `..`
 * segments, `;` parameters, backslashes and a trailing slash.
 */
export function normalisePath(rawUrl: string): string {
  let path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const raw of path.replace(/\\/g, '/').toLowerCase().split('/')) {
    const segment = raw.split(';', 1)[0].trim();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether a normalised path is an address of the API (`/api` and below). */
export function isApiPath(normalised: string): boolean {
  return normalised === '/api' || normalised.startsWith('/api/');
}
