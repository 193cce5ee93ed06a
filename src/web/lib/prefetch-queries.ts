import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { retryUnlessAnswered } from './query-client';

/**
 * For answers that change outside the app's sight (answers autosaved mid-assessment, another tab):
 * they are asked again on each visit to a page, and stay fresh only for the visit whose start asked
 * them ahead, so that the page's hooks take that answer rather than ask at once again.
 */
export const FRESH_FOR_A_VISIT_MS = 10_000;

/**
 * Starts one of a page's queries before the page renders (decision 073): the page's hook then
 * finds it answered or on its way. A query still fresh in the cache is not asked again.
 */
export function prefetchQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...query, retry: retryUnlessAnswered });
}

/** The same for a list read a page at a time (decision 156): its first page. */
export function prefetchFirstPage<TData, TKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  query: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPageParam>,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery({ ...query, retry: retryUnlessAnswered });
}
