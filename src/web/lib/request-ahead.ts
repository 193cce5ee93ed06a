import { setApiFetch } from './api-client';

/** How long an answer asked for ahead is used by the first request for it; later ones ask again. */
export const AHEAD_MS = 10_000;
const ahead = new Map<string, { response: Promise<Response>; at: number }>();

/** The answer asked for ahead for a GET of `path`, once, while it is fresh. */
function takeAhead(path: string, method = 'GET'): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const early = ahead.get(path);
  ahead.delete(path);
  return early && Date.now() - early.at <= AHEAD_MS ? early.response : undefined;
}

let installed = false;

/**
 * Sends a GET now, before the code that reads its answer has loaded (decision 073: the app starts
 * on a page and asks for its first screen's data alongside its code, its contracts and zod). The
 * next API GET of the same path within AHEAD_MS takes this answer instead of asking again. Lives
 * apart from the API client, which the first load of every page carries (the bundle budget).
 */
export function requestAhead(path: string, now = Date.now()): void {
  if (!installed) {
    installed = true;
    setApiFetch((input, init) => takeAhead(String(input), init?.method) ?? fetch(input, init));
  }
  const response = fetch(path, { method: 'GET', headers: { accept: 'application/json' }, credentials: 'same-origin' });
  response.catch(() => undefined); // read, and reported, by the request that takes it
  ahead.set(path, { response, at: now });
}
