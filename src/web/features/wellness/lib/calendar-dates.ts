// Calendar days as 'YYYY-MM-DD' keys and months as 'YYYY-MM' (the API's own shapes). Arithmetic
// runs on UTC midnights of those keys, so a day is a day whatever the browser's time zone or a
// daylight-saving change; only "today" and "what time" read the member's clock.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const keyOf = (date: Date) => date.toISOString().slice(0, 10);

/** Minutes east of UTC in this browser, as the wellness API's `tz` wants it. */
export function tzOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset() || 0;
}

/** Today on the member's own clock. */
export function todayKey(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function isMonthKey(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function addDays(day: string, days: number): string {
  return keyOf(new Date(utc(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS);
}

export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** Every day of the month, first to last. */
export function monthDays(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** 0 for Monday … 6 for Sunday (weeks start on Monday). */
export function weekdayIndex(day: string): number {
  return (utc(day).getUTCDay() + 6) % 7;
}

/** The same day of the month in another month, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, month: string): string {
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
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
