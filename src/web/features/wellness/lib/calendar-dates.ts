// Calendar days as 'YYYY-MM-DD' keys and months as 'YYYY-MM' (the API's own shapes). Their
// arithmetic is shared (src/shared/dates.ts); only "today" and "what time" read the member's clock.

import { format } from 'date-fns';
import { daysInMonthOfKey } from '../../../../shared/dates';

const pad = (n: number) => String(n).padStart(2, '0');

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** Minutes east of UTC in this browser, as the wellness API's `tz` wants it. */
export function tzOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset() || 0;
}

/** Today on the member's own clock. */
export function todayKey(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
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
} from '../../../../shared/dates';

/** Every day of the month, first to last. */
export function monthDays(month: string): string[] {
  return Array.from({ length: daysInMonthOfKey(month) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The same day of the month in another month, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, month: string): string {
  const date = Math.min(Number(day.slice(8, 10)), daysInMonthOfKey(month));
  return `${month}-${pad(date)}`;
}

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayShortDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dateAndClock = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "Tuesday 3 March 2026" */
export const formatDayLong = (day: string) => longDay.format(utc(day));
/** "3 Mar" */
export const formatDayShort = (day: string) => shortDay.format(utc(day));
/** "Tue 3 Mar" */
export const formatDayWithWeekday = (day: string) => weekdayShortDay.format(utc(day));
/** "March 2026" */
export const formatMonth = (month: string) => monthName.format(utc(`${month}-01`));
/** "09:30" on the member's clock, for an ISO instant. */
export const formatClock = (iso: string) => clock.format(new Date(iso));
/** "Tuesday 3 March 2026 at 09:30" on the member's clock. */
export const formatDateTime = (iso: string) => dateAndClock.format(new Date(iso));

export const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
] as const;
