// How the app writes dates, one way (issue 17): date-fns patterns in British English style
// ("3 Mar 2026", "Tuesday, 3 March 2026 at 09:30"). Instants (ISO timestamps) are shown on the
// reader's clock; calendar days ('YYYY-MM-DD') and months ('YYYY-MM') are shown as the day they
// name, whatever the time zone. Anything unreadable is shown as it came.
import { format, isValid, parseISO } from 'date-fns';

const PATTERNS = {
  /** "3 Mar 2026" */
  date: 'd MMM yyyy',
  /** "3 March 2026" */
  dateLong: 'd MMMM yyyy',
  /** "3 Mar 2026, 14:05" */
  dateTime: 'd MMM yyyy, HH:mm',
  /** "3 March 2026, 14:05" */
  dateTimeLong: 'd MMMM yyyy, HH:mm',
  /** "Tuesday, 3 March 2026 at 09:30" */
  dayAndClock: "EEEE, d MMMM yyyy 'at' HH:mm",
  /** "Tue 3 Mar, 14:05" */
  weekdayAndClock: 'EEE d MMM, HH:mm',
  /** "09:30" */
  clock: 'HH:mm',
} as const;

const DAY_PATTERNS = {
  /** "Tuesday, 3 March 2026" */
  long: 'EEEE, d MMMM yyyy',
  /** "3 March 2026" */
  full: 'd MMMM yyyy',
  /** "3 Mar 2026" */
  medium: 'd MMM yyyy',
  /** "3 Mar" */
  short: 'd MMM',
  /** "Tue 3 Mar" */
  weekday: 'EEE d MMM',
} as const;

/** An instant (ISO timestamp or Date) on the reader's clock. */
export function formatInstant(value: string | Date, style: keyof typeof PATTERNS = 'date'): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, PATTERNS[style]) : String(value);
}

/** "3 Mar 2026" for an ISO timestamp. */
export const formatDate = (iso: string) => formatInstant(iso, 'date');
/** "3 Mar 2026, 14:05" on the reader's clock. */
export const formatDateTime = (iso: string) => formatInstant(iso, 'dateTime');

/** A calendar day ('YYYY-MM-DD') as the day it names. */
export function formatDay(day: string, style: keyof typeof DAY_PATTERNS = 'medium'): string {
  const date = parseISO(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(date) ? format(date, DAY_PATTERNS[style]) : day;
}

/** "March 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string): string {
  const date = parseISO(`${month}-01`);
  return isValid(date) ? format(date, 'MMMM yyyy') : month;
}
