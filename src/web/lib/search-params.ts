/**
 * A search and one filter as an address's query (`q=…&tag=…`): the search trimmed, the parts that
 * are empty left out. Pages keep it in their own address; their api files send it on.
 */
export function searchParams(q: string, filter: string, value: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (value) params.set(filter, value);
  return params;
}

/** `path` with the query of `params`, or bare when it has none. */
export function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
