import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NO_IDLE_DELAY_MS, preloadPages, preloadWhenIdle, scheduleWhenIdle } from './idle-preload';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';

afterEach(() => vi.restoreAllMocks());

describe('scheduleWhenIdle', () => {
  it('uses requestIdleCallback with a 2 s timeout when the browser has it', () => {
    const requestIdleCallback = vi.fn((run: () => void) => {
      run();
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = scheduleWhenIdle(callback, { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 1 s delay without it', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    scheduleWhenIdle(callback, { setTimeout, clearTimeout } as never);
    vi.advanceTimersByTime(NO_IDLE_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

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
