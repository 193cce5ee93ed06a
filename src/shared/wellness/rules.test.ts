import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_REMINDER, breakIntervalMs, breakReminderActive, burnoutCheckDueDate, createBreakTimer, isBurnoutCheckDue } from './rules';

const at = (iso: string) => new Date(iso);

describe('burnout check due date (spec 4 and 9)', () => {
  it.each([
    ['daily', '2026-11-01T09:00:00Z', '2026-11-02T09:00:00.000Z'],
    ['weekly', '2026-11-01T09:00:00Z', '2026-11-08T09:00:00.000Z'],
    ['biweekly', '2026-11-01T09:00:00Z', '2026-11-15T09:00:00.000Z'],
    ['monthly', '2026-11-01T09:00:00Z', '2026-12-01T09:00:00.000Z'],
    ['monthly', '2026-01-31T09:00:00Z', '2026-02-28T09:00:00.000Z'],
    ['fortnightly-ish', '2026-11-01T09:00:00Z', '2026-11-08T09:00:00.000Z'],
    ['', '2026-11-01T09:00:00Z', '2026-11-08T09:00:00.000Z'],
  ])('%s after %s is due at %s', (frequency, last, due) => {
    expect(burnoutCheckDueDate(at(last), frequency, at('2026-11-01T10:00:00Z'))!.toISOString()).toBe(due);
  });

  it('has no due date with never, even without any check', () => {
    expect(burnoutCheckDueDate(null, 'never', at('2026-11-01T00:00:00Z'))).toBeNull();
    expect(isBurnoutCheckDue(null, 'never', at('2026-11-01T00:00:00Z'))).toBe(false);
    expect(isBurnoutCheckDue(at('2020-01-01T00:00:00Z'), 'never', at('2026-11-01T00:00:00Z'))).toBe(false);
  });

  it('is due at once before the first check', () => {
    expect(isBurnoutCheckDue(null, 'weekly', at('2026-11-01T00:00:00Z'))).toBe(true);
  });

  it.each([
    ['daily', '2026-11-02T08:59:59Z', false],
    ['daily', '2026-11-02T09:00:00Z', true],
    ['weekly', '2026-11-08T08:59:59Z', false],
    ['weekly', '2026-11-08T09:00:00Z', true],
    ['biweekly', '2026-11-14T09:00:00Z', false],
    ['biweekly', '2026-11-15T09:00:00Z', true],
    ['monthly', '2026-11-30T09:00:00Z', false],
    ['monthly', '2026-12-01T09:00:00Z', true],
  ])('%s: due by %s is %s', (frequency, now, due) => {
    expect(isBurnoutCheckDue(at('2026-11-01T09:00:00Z'), frequency, at(now))).toBe(due);
  });
});

describe('break reminder (spec 4 and 9)', () => {
  it.each([
    [true, true, 30, true],
    [true, false, 30, false],
    [false, true, 30, false],
    [false, false, 30, false],
  ])('reminders %s, premium %s → runs %s', (on, premium, minutes, runs) => {
    expect(breakReminderActive({ mindful_break_reminders: on, break_frequency_minutes: minutes }, premium)).toBe(runs);
  });

  it('waits break_frequency_minutes × 60,000 ms; the toast lasts 10,000 ms; dismissing restarts after 1,000 ms', () => {
    expect(breakIntervalMs(45)).toBe(2_700_000);
    expect(BREAK_REMINDER).toEqual({ minuteMs: 60_000, toastMs: 10_000, restartMs: 1_000 });
  });

  describe('on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A break timer on vitest's clock, with a spy for each time it fires. */
    function timerEvery(intervalMs: number) {
      const onFire = vi.fn();
      const timer = createBreakTimer({
        intervalMs,
        onFire,
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as never),
      });
      return { timer, onFire };
    }

    it('fires after the interval, and after a dismissal fires again 1 s + the interval later', () => {
      const { timer, onFire } = timerEvery(breakIntervalMs(1));
      timer.start();
      vi.advanceTimersByTime(59_999);
      expect(onFire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onFire).toHaveBeenCalledTimes(1);
      timer.dismiss();
      vi.advanceTimersByTime(1_000 + 59_999);
      expect(onFire).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(onFire).toHaveBeenCalledTimes(2);
      timer.start();
      timer.stop();
      vi.advanceTimersByTime(120_000);
      expect(onFire).toHaveBeenCalledTimes(2);
    });

    it('clears a pending timer when dismissed early', () => {
      const { timer, onFire } = timerEvery(10_000);
      timer.start();
      vi.advanceTimersByTime(9_000);
      timer.dismiss();
      vi.advanceTimersByTime(1_500);
      expect(onFire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(9_500);
      expect(onFire).toHaveBeenCalledTimes(1);
    });
  });
});
