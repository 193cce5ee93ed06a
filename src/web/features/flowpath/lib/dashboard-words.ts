/** A count with its noun, singular for one: "1 drainer", "0 drainers", "3 tasks". */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When a milestone is due, from the days until it (see daysUntil): "today", "tomorrow", "in 5 days", or past. */
export function dueWords(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return 'the date has passed; there is no rush';
}

/** The one-day energy map summary: how many drainers and tasks worth protecting. */
export const oneDayMapWords = (drainers: number, protect: number) =>
  `${countOf(drainers, 'drainer', 'drainers')} and ${countOf(protect, 'task', 'tasks')} worth protecting`;
