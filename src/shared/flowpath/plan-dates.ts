import { addDaysToKey, daysBetweenKeys } from '../dates';

/**
 * The plan's dates, as calendar days ('YYYY-MM-DD'): a 30-60-90 day plan counts from the day the
 * member starts it; an experiment's check-back comes a number of days after it starts.
 */
export const HORIZONS = [30, 60, 90] as const;
export type Horizon = (typeof HORIZONS)[number];
/** Longest an experiment may run before its check-back. */
export const MAX_EXPERIMENT_DAYS = 90;
/** A reminder goes out on the due day, or up to this many days late (a missed sweep), never earlier. */
export const REMINDER_GRACE_DAYS = 3;

export function horizonDates(startOn: string): Record<Horizon, string> {
  return { 30: addDaysToKey(startOn, 30), 60: addDaysToKey(startOn, 60), 90: addDaysToKey(startOn, 90) };
}

export function checkBackDate(startOn: string, days: number): string {
  return addDaysToKey(startOn, days);
}

/** Problems with an experiment's dates, by field; empty when they are fine. */
export function experimentDateErrors(startOn: string, checkBackOn: string): Record<string, string> {
  const days = daysBetweenKeys(startOn, checkBackOn);
  if (days < 1) return { checkBackOn: 'Please choose a check-back date after the start date.' };
  if (days > MAX_EXPERIMENT_DAYS)
    return { checkBackOn: `Please choose a check-back date within ${MAX_EXPERIMENT_DAYS} days of the start.` };
  return {};
}

export interface DatedMilestone {
  id: string;
  dueOn: string;
  doneAt: string | null;
}

/** The first milestone not yet done, by date (then by the order given); null when all are done. */
export function nextMilestone<M extends DatedMilestone>(milestones: M[]): M | null {
  const open = milestones.map((m, order) => ({ m, order })).filter(({ m }) => m.doneAt === null);
  open.sort((a, b) => daysBetweenKeys(b.m.dueOn, a.m.dueOn) || a.order - b.order);
  return open[0]?.m ?? null;
}

/** Whether a reminder for a day is due today: on the day, or at most REMINDER_GRACE_DAYS after it. */
export function reminderDue(dueOn: string, today: string): boolean {
  const late = daysBetweenKeys(dueOn, today);
  return late >= 0 && late <= REMINDER_GRACE_DAYS;
}

/** Days from today until a date (negative when it has passed). */
export const daysUntil = (day: string, today: string) => daysBetweenKeys(today, day);
