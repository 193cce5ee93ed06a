// How the app writes dates, one way (issue 17): British English style ("3 Mar 2026", "Tuesday,
// 3 March 2026 at 09:30"), with the browser's own Intl formatter (date-fns's `format` would add
// ~5 KB to every page that shows a date: decision 076). Instants (ISO timestamps) are shown on the
// reader's clock; calendar days ('YYYY-MM-DD') and months ('YYYY-MM') as the day they name, whatever
// the time zone. Anything unreadable is shown as it came. Date arithmetic is src/shared/dates.ts.

type Options = Intl.DateTimeFormatOptions;
const formatter = (options: Options) => new Intl.DateTimeFormat('en-GB', options);

const INSTANT = {
  /** "3 Mar 2026" */
  date: formatter({ dateStyle: 'medium' }),
  /** "3 March 2026" */
  dateLong: formatter({ dateStyle: 'long' }),
  /** "3 Mar 2026, 14:05" */
  dateTime: formatter({ dateStyle: 'medium', timeStyle: 'short' }),
  /** "3 March 2026 at 14:05" */
  dateTimeLong: formatter({ dateStyle: 'long', timeStyle: 'short' }),
  /** "Tuesday, 3 March 2026 at 09:30" */
  dayAndClock: formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  /** "Tue 3 Mar, 14:05" */
  weekdayAndClock: formatter({ weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  /** "09:30" */
  clock: formatter({ hour: '2-digit', minute: '2-digit' }),
};

const utcDay = (options: Options) => formatter({ ...options, timeZone: 'UTC' });
const DAY = {
  /** "Tuesday, 3 March 2026" */
  long: utcDay({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  /** "3 March 2026" */
  full: utcDay({ dateStyle: 'long' }),
  /** "3 Mar 2026" */
  medium: utcDay({ dateStyle: 'medium' }),
  /** "3 Mar" */
  short: utcDay({ day: 'numeric', month: 'short' }),
  /** "Tue 3 Mar" */
  weekday: utcDay({ weekday: 'short', day: 'numeric', month: 'short' }),
};
const MONTH = utcDay({ month: 'long', year: 'numeric' });

/** An instant (ISO timestamp or Date) on the reader's clock. */
export function formatInstant(value: string | Date, style: keyof typeof INSTANT = 'date'): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : INSTANT[style].format(date);
}

/** "3 Mar 2026" for an ISO timestamp. */
export const formatDate = (iso: string) => formatInstant(iso, 'date');
/** "3 Mar 2026, 14:05" on the reader's clock. */
export const formatDateTime = (iso: string) => formatInstant(iso, 'dateTime');

const calendar = (key: string, pattern: RegExp) => (pattern.test(key) ? new Date(`${key}T00:00:00Z`) : new Date(Number.NaN));

/** A calendar day ('YYYY-MM-DD') as the day it names. */
export function formatDay(day: string, style: keyof typeof DAY = 'medium'): string {
  const date = calendar(day, /^\d{4}-\d{2}-\d{2}$/);
  return Number.isNaN(date.getTime()) ? day : DAY[style].format(date);
}

/** "March 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string): string {
  const date = calendar(`${month}-01`, /^\d{4}-\d{2}-01$/);
  return Number.isNaN(date.getTime()) ? month : MONTH.format(date);
}
