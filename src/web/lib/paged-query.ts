import { infiniteQueryOptions, keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest, zodParser } from './api-client';
import { withParams } from './search-params';

// A module of its own: the infinite query's code stays out of the pages that read no list by pages.

/**
 * A list a page at a time (decision 156): GET `path` with `params`, then each next page with the
 * last one's `nextCursor`. The rows of every page loaded: `data.pages.flatMap(…)`.
 */
export function pagesQuery<T extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  params: URLSearchParams,
  schema: ZodType<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(params);
      if (pageParam) page.set('cursor', pageParam);
      return apiRequest(withParams(path, page), { parse: zodParser(schema), signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * A back-office list a page at a time: read afresh on each visit, the last list kept on screen
 * while a new filter's loads, not asked while `enabled` is false.
 */
export function useFreshPages<T extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  params: URLSearchParams,
  schema: ZodType<T>,
  enabled = true,
) {
  return useInfiniteQuery({ ...pagesQuery(queryKey, path, params, schema), enabled, placeholderData: keepPreviousData, staleTime: 0 });
}
