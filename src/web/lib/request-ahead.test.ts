import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { apiRequest } from './api-client';
import { AHEAD_MS, requestAhead } from './request-ahead';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const parse = (payload: unknown) => payload as { n: number };

/** Each GET answers the next number: which request an answer came from is visible. */
function stubCounter() {
  let n = 0;
  return stubFetch({ '/api/plan': () => ({ body: { n: (n += 1) } }), 'POST /api/plan': { body: { n: 0 } } });
}

describe('requestAhead (decision 073)', () => {
  it('sends the GET at once, and the next API GET of the path takes its answer instead of asking again', async () => {
    const mock = stubCounter();
    requestAhead('/api/plan');
    expect(mock).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/plan', { parse })).resolves.toEqual({ n: 1 });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('gives its answer once: a later GET asks again', async () => {
    const mock = stubCounter();
    requestAhead('/api/plan');
    await apiRequest('/api/plan', { parse });
    await expect(apiRequest('/api/plan', { parse })).resolves.toEqual({ n: 2 });
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('is not used once it is older than AHEAD_MS, nor by a request that is not a GET', async () => {
    const mock = stubCounter();
    requestAhead('/api/plan', Date.now() - AHEAD_MS - 1);
    await expect(apiRequest('/api/plan', { parse })).resolves.toEqual({ n: 2 });
    requestAhead('/api/plan');
    await expect(apiRequest('/api/plan', { parse, method: 'POST', body: {} })).resolves.toEqual({ n: 0 });
    expect(mock).toHaveBeenCalledTimes(4);
  });
});
