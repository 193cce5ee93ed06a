const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "8 Mar 2025" in the reader's own format; '' for a value that is not a date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : mediumDate.format(time);
}

const weekLong = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const weekShort = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week's Monday (YYYY-MM-DD, a calendar date) in words, the same in every time zone. */
export function formatWeek(week: string, style: 'long' | 'short' = 'long'): string {
  const time = Date.parse(`${week}T00:00:00Z`);
  if (Number.isNaN(time)) return week;
  return (style === 'long' ? weekLong : weekShort).format(time);
}
