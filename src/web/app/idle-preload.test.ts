import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPages, preloadWhenIdle } from './idle-preload';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';

afterEach(() => vi.restoreAllMocks());

describe('preloadPages', () => {
  it('loads the chunks of the given pages and only warns when one fails', async () => {
    const entry = findRoute('/dashboard');
    if (!entry || isRedirect(entry)) throw new Error('dashboard route missing');
    const preload = vi.spyOn(entry.page, 'prefetch').mockRejectedValueOnce(new Error('chunk gone'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(preloadPages(['/dashboard'])).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/dashboard'), expect.any(Error));
  });
});

describe('preloadWhenIdle', () => {
  it('loads one page per idle moment, in order, and stops when cancelled', async () => {
    const pending: (() => void)[] = [];
    const win = {
      requestIdleCallback: (run: () => void) => pending.push(run),
      cancelIdleCallback: vi.fn(),
      setTimeout,
      clearTimeout,
    } as never;
    const load = vi.fn(async () => {});
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const cancel = preloadWhenIdle(['/a', '/b', '/c'], win, load);

    expect(load).not.toHaveBeenCalled();
    pending.shift()!();
    await flush();
    expect(load.mock.calls).toEqual([[['/a']]]);
    expect(pending).toHaveLength(1);

    pending.shift()!();
    await flush();
    expect(load.mock.calls).toEqual([[['/a']], [['/b']]]);

    cancel();
    expect((win as { cancelIdleCallback: ReturnType<typeof vi.fn> }).cancelIdleCallback).toHaveBeenCalledTimes(1);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
