/** A result id in words: 'system_override' → 'System Override'. */
export function resultWords(id: string): string {
  return id
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "About 45 minutes" */
export function aboutMinutes(minutes: number): string {
  return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
