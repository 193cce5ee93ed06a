/** Whether every word of a search appears in one of the texts (case-insensitive); an empty search matches all. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const haystack = texts.join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
