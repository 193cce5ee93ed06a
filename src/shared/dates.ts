// Dates, one way (issue 17): arithmetic with date-fns, never by hand. Instants move by calendar
// days and months (`addDays`, `subDays`, `subMonths` from date-fns, used directly). Calendar days
// travel as 'YYYY-MM-DD' keys and months as 'YYYY-MM' keys (the API's shapes); the helpers below
// move them on the calendar itself, so a day is a day whatever the time zone or a daylight-saving
// change.
import { addDays } from 'date-fns/addDays';
import { addMilliseconds } from 'date-fns/addMilliseconds';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { getDay } from 'date-fns/getDay';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { milliseconds } from 'date-fns/milliseconds';
import { parseISO } from 'date-fns/parseISO';

/** The key of an instant's day in UTC (how the server stores days). */
export const utcDayKey = (instant: Date): string => instant.toISOString().slice(0, 10);

const onCalendar = (day: string) => parseISO(day);
// formatISO, not format: no locale data, so the web pages that use these stay small.
const dayKey = (date: Date) => formatISO(date, { representation: 'date' });

export function addDaysToKey(day: string, days: number): string {
  return dayKey(addDays(onCalendar(day), days));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetweenKeys(from: string, to: string): number {
  return differenceInCalendarDays(onCalendar(to), onCalendar(from));
}

export function addMonthsToKey(month: string, months: number): string {
  return dayKey(addMonths(onCalendar(`${month}-01`), months)).slice(0, 7);
}

export function daysInMonthOfKey(month: string): number {
  return getDaysInMonth(onCalendar(`${month}-01`));
}

/** 0 for Monday … 6 for Sunday (weeks start on Monday). */
export function weekdayIndexOfKey(day: string): number {
  return (getDay(onCalendar(day)) + 6) % 7;
}

/** The Monday that starts the week holding `day`. */
export function mondayOfKey(day: string): string {
  return addDaysToKey(day, -weekdayIndexOfKey(day));
}

/**
 * The instant `days` days of 24 hours after `instant` (before it when negative): windows and
 * expiries measured from a moment, the same on a server in any time zone. Calendar days move with
 * the key helpers above.
 */
export const daysAfter = (instant: Date, days: number): Date => addMilliseconds(instant, milliseconds({ days }));

/** Whole days of 24 hours from `from` to `to`, rounded down. */
export const wholeDaysBetween = (from: Date, to: Date): number => Math.floor((to.getTime() - from.getTime()) / milliseconds({ days: 1 }));
