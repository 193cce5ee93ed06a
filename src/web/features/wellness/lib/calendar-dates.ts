// Calendar days as 'YYYY-MM-DD' keys and months as 'YYYY-MM' (the API's own shapes). Their
// arithmetic is shared (src/shared/dates.ts); only "today" and "what time" read the member's clock.

import { formatISO } from 'date-fns/formatISO';
import { daysInMonthOfKey } from '#shared/dates';
import { formatDay, formatInstant } from '#web/lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the member's own clock. */
export function todayKey(now: Date = new Date()): string {
  return formatISO(now, { representation: 'date' });
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function isMonthKey(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export {
  addDaysToKey as addDays,
  addMonthsToKey as addMonths,
  daysBetweenKeys as daysBetween,
  daysInMonthOfKey as daysInMonth,
  weekdayIndexOfKey as weekdayIndex,
} from '#shared/dates';

/** Every day of the month, first to last. */
export function monthDays(month: string): string[] {
  return Array.from({ length: daysInMonthOfKey(month) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The same day of the month in another month, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, month: string): string {
  const date = Math.min(Number(day.slice(8, 10)), daysInMonthOfKey(month));
  return `${month}-${pad(date)}`;
}

/** "Tuesday, 3 March 2026" */
export const formatDayLong = (day: string) => formatDay(day, 'long');
/** "3 Mar" */
export const formatDayShort = (day: string) => formatDay(day, 'short');
/** "Tue 3 Mar" */
export const formatDayWithWeekday = (day: string) => formatDay(day, 'weekday');
/** "09:30" on the member's clock, for an ISO instant. */
export const formatClock = (iso: string) => formatInstant(iso, 'clock');
/** "Tuesday, 3 March 2026 at 09:30" on the member's clock. */
export const formatDayAndClock = (iso: string) => formatInstant(iso, 'dayAndClock');
export { formatMonth } from '#web/lib/dates';
