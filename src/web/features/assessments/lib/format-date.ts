const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "3 Mar 2025" for an ISO timestamp (the same style as the rest of the app); an unreadable one as it is. */
export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}
