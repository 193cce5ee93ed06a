import { addDaysToKey, utcDayKey } from '#shared/dates';

/** A report's days (YYYY-MM-DD, both included), as the range filter holds them. */
export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days ending today (UTC), the reports' default (the server's too). */
export function lastDays(days: number, now = Date.now()): DayRange {
  const today = utcDayKey(new Date(now));
  return { from: addDaysToKey(today, 1 - days), to: today };
}

export const rangeQuery = (range: DayRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();
