// The names of the weekdays, apart from src/shared/dates.ts so that a page that only names days
// (the plan's rhythm) does not load date-fns with the day arithmetic.

/**
 * The days of the week, Monday first, as the app writes them ("Monday" or "Mon"): the platform's
 * own British English names, as the web's dates are written (src/web/lib/dates.ts).
 */
export function weekdayNames(width: 'long' | 'short'): string[] {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: width, timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => name.format(Date.UTC(2024, 0, 1 + i)));
}
