import { vi } from 'vitest';

/** One canned answer of the stubbed server: a status (200 unless told) and its JSON body. */
export type CannedReply = { status?: number; body?: unknown };
/** A canned answer, or one made from the request (its URL, with the query, and its init). */
export type StubReply = CannedReply | ((url: URL, init?: RequestInit) => CannedReply);

/**
 * Replaces global fetch with a router of canned replies keyed by "METHOD /path" (or "/path" for
 * GET). A reply may be a function of the request (its URL, with the query). Unknown requests
 * answer a problem+json 404. Returns the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, StubReply>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const reply = routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    const { status = 200, body = {} } = (typeof reply === 'function' ? reply(url, init) : reply) ?? {
      status: 404,
      body: { title: 'Not Found', status: 404 },
    };
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies sent to one endpoint (its path exactly, with or without a query). */
export function sentBodies(mock: ReturnType<typeof stubFetch>, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET').toUpperCase() === method && (String(input) === path || String(input).startsWith(`${path}?`)),
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * The server's answer to a body that fails validation (400), or that clashes with what exists (409:
 * a code or an address already taken): a problem+json with one error per field.
 */
export function fieldErrors(errors: Record<string, string>, status: 400 | 409 = 400) {
  return {
    status,
    body: {
      title: status === 400 ? 'Bad Request' : 'Conflict',
      status,
      errors: Object.entries(errors).map(([field, message]) => ({ field, message })),
    },
  };
}
