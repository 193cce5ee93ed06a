/** Search text made literal inside a LIKE / ILIKE pattern: its own `%`, `_` and `\` match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern that finds the search text anywhere in a column. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
