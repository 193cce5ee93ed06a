import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INTERACTIONS, IDLE_TIMEOUT_MS, NO_IDLE_DELAY_MS, scheduleAfterFirstInteraction, scheduleWhenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

describe('scheduleAfterFirstInteraction', () => {
  function fakeWindow() {
    const target = new EventTarget();
    const idle: (() => void)[] = [];
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: vi.fn(),
      setTimeout,
      clearTimeout,
    };
    const runIdle = () => idle.splice(0).forEach((run) => run());
    return { win, target, runIdle };
  }

  it.each(FIRST_INTERACTIONS)('waits for a first %s, then for an idle moment, and runs once', (type) => {
    const { win, target, runIdle } = fakeWindow();
    const callback = vi.fn();
    scheduleAfterFirstInteraction(callback, win as never);
    runIdle();
    target.dispatchEvent(new Event('scroll'));
    runIdle();
    expect(callback).not.toHaveBeenCalled(); // idle, and reading, are not using the page
    target.dispatchEvent(new Event(type));
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event(type));
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the interaction', () => {
    const { win, target, runIdle } = fakeWindow();
    const before = vi.fn();
    scheduleAfterFirstInteraction(before, win as never)();
    target.dispatchEvent(new Event('pointerdown'));
    runIdle();
    expect(before).not.toHaveBeenCalled();

    const after = vi.fn();
    const cancel = scheduleAfterFirstInteraction(after, win as never);
    target.dispatchEvent(new Event('keydown'));
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});
