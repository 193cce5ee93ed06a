import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test starts at `now` with the clock still moving (only `Date` faked when `dateOnly`, else
 * the timers too), and ends with real timers, every spy undone, every mock's calls cleared and
 * nothing left in localStorage (tests/setup/dom.ts undoes stubbed globals): the frame of the
 * impersonation tests.
 */
export function eachTestAt(now: number, { dateOnly = false } = {}) {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, ...(dateOnly ? { toFake: ['Date'] as const } : {}) });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    localStorage.clear();
  });
}
