/** A report's days (YYYY-MM-DD, both included), as the range filter holds them. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last `days` days ending today (UTC), the reports' default (the server's too). */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: day(now - (days - 1) * DAY_MS), to: day(now) };
}

export const rangeQuery = (range: DayRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();
