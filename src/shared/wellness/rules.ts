import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';

/** Spec 9 wellness constants. */
export const CHECKIN_SCALE = { min: 1, max: 10, step: 1, default: 5 } as const;
export const CHECKIN_MEASURES = ['energy_level', 'stress_level', 'sleep_quality', 'work_satisfaction', 'social_connection'] as const;
export type CheckinMeasure = (typeof CHECKIN_MEASURES)[number];

export const BURNOUT_CHECK_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly', 'never'] as const;
export type BurnoutCheckFrequency = (typeof BURNOUT_CHECK_FREQUENCIES)[number];

export const BREAK_REMINDER = { minuteMs: 60_000, toastMs: 10_000, restartMs: 1_000 } as const;

/**
 * Spec 4 and 9: the burnout check is due at the last check plus the frequency (daily 1 day,
 * weekly 7, biweekly 14, monthly 1 calendar month; an unknown value counts as weekly). With
 * 'never' there is no due date. Without any check yet it is due now.
 */
export function burnoutCheckDueDate(lastCheck: Date | null, frequency: string, now: Date): Date | null {
  if (frequency === 'never') return null;
  if (!lastCheck) return now;
  switch (frequency) {
    case 'daily':
      return addDays(lastCheck, 1);
    case 'biweekly':
      return addDays(lastCheck, 14);
    case 'monthly':
      return addMonths(lastCheck, 1);
    case 'weekly':
    default:
      return addDays(lastCheck, 7);
  }
}

/** The reminder shows when the due date has passed (and never with 'never'). */
export function isBurnoutCheckDue(lastCheck: Date | null, frequency: string, now: Date): boolean {
  const due = burnoutCheckDueDate(lastCheck, frequency, now);
  return due !== null && due.getTime() <= now.getTime();
}

/** Spec 4: the break reminder runs only with reminders on and premium access. */
export function breakReminderActive(
  prefs: { mindful_break_reminders: boolean; break_frequency_minutes: number },
  premium: boolean,
): boolean {
  return prefs.mindful_break_reminders && premium && prefs.break_frequency_minutes > 0;
}

/** Spec 9: the interval is break_frequency_minutes × 60,000 ms. */
export function breakIntervalMs(minutes: number): number {
  return minutes * BREAK_REMINDER.minuteMs;
}

export const BREAK_TOAST = {
  title: 'Time for a mindful break',
  description: 'Your nervous system is asking for a moment of pause. Take 3 deep breaths.',
} as const;

export const CHECKIN_MESSAGES = {
  savedTitle: 'Burnout check complete',
  savedDescription: 'Your responses have been saved and will help refine your soul print insights.',
  errorTitle: 'Error saving check-in',
  errorDescription: 'Please try again in a moment.',
} as const;

/**
 * A timer for the break reminder (spec 4): fires after the interval, then waits; dismissing
 * clears it and starts again after 1 second. Timers are injected so tests use a fake clock.
 */
export function createBreakTimer(options: {
  intervalMs: number;
  onFire: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}) {
  let handle: unknown = null;
  const arm = () => {
    handle = options.setTimeout(() => {
      handle = null;
      options.onFire();
    }, options.intervalMs);
  };
  return {
    start() {
      if (handle === null) arm();
    },
    dismiss() {
      if (handle !== null) options.clearTimeout(handle);
      handle = options.setTimeout(() => {
        handle = null;
        arm();
      }, BREAK_REMINDER.restartMs);
    },
    stop() {
      if (handle !== null) options.clearTimeout(handle);
      handle = null;
    },
  };
}
