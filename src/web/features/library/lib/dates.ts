const published = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "6 August 2026" for a YYYY-MM-DD date (read as a calendar day, whatever the time zone). */
export function formatPublished(isoDate: string): string {
  const value = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(value.getTime()) ? isoDate : published.format(value);
}
