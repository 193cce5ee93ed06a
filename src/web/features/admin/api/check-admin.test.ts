import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CHECK_TIMEOUT_MS } from '#shared/contracts/admin';
import { stubFetch } from '#web/testing/fetch-stub';
import { ADMIN_CHECK_TIMEOUT_REASON, checkAdmin, NOT_ADMIN } from './check-admin';

/** A fetch whose admin check never answers; it rejects only when its signal aborts. */
function hangingFetch() {
  const mock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('checkAdmin (spec 6 is_admin, spec 8 silent failure)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each(['analyst', 'admin', 'super_admin'] as const)('returns the role of a %s', async (role) => {
    stubFetch({ '/api/admin/check': { body: { isAdmin: true, role } } });
    await expect(checkAdmin()).resolves.toEqual({ isAdmin: true, role });
  });

  it.each([
    ['a member', { status: 200, body: { isAdmin: false, role: null } }],
    ['a visitor (401)', { status: 401, body: { title: 'Unauthorized' } }],
    ['a server error', { status: 500, body: { title: 'Internal Server Error' } }],
    ['a reply of the wrong shape', { status: 200, body: { admin: 'yes' } }],
    ['an inconsistent reply', { status: 200, body: { isAdmin: true, role: null } }],
  ])('treats %s as not admin', async (_case, reply) => {
    stubFetch({ '/api/admin/check': reply });
    await expect(checkAdmin()).resolves.toEqual(NOT_ADMIN);
  });

  it('treats a network failure as not admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(checkAdmin()).resolves.toEqual(NOT_ADMIN);
  });

  it('gives up after 5 seconds with the reason "Admin check timeout" and answers not admin', async () => {
    const fetchMock = hangingFetch();
    let settled: unknown = 'pending';
    void checkAdmin().then((value) => (settled = value));

    await vi.advanceTimersByTimeAsync(ADMIN_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    const signal = fetchMock.mock.calls[0][1]?.signal;
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(NOT_ADMIN);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).message).toBe(ADMIN_CHECK_TIMEOUT_REASON);
    expect(ADMIN_CHECK_TIMEOUT_MS).toBe(5000);
  });

  it('passes a cancellation by the caller on, instead of caching "not admin"', async () => {
    hangingFetch();
    const caller = new AbortController();
    const result = checkAdmin(caller.signal);
    caller.abort(new DOMException('Unmounted', 'AbortError'));
    await expect(result).rejects.toThrow('Unmounted');
  });

  it('clears its timer once answered', async () => {
    stubFetch({ '/api/admin/check': { body: { isAdmin: true, role: 'admin' } } });
    await checkAdmin();
    expect(vi.getTimerCount()).toBe(0);
  });
});
