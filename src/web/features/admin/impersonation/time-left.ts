const MINUTE = 60_000;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How long an impersonation has left, in plain words, rounded up to the minute. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'no time left';
  const minutes = Math.ceil(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${plural(rest, 'minute')} left`;
  return rest === 0 ? `${plural(hours, 'hour')} left` : `${plural(hours, 'hour')} ${plural(rest, 'minute')} left`;
}
