/** "1 min read", "6 min read". */
export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}
