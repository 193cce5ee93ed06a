import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LIBRARY_CATEGORIES } from '#shared/library/categories';
import { apiRequest, lazyZodParser } from '#web/lib/api-client';
import { searchParams, withParams } from '#web/lib/search-params';

// The contract loads with the first answer the page asks for itself (lazyZodParser).
const articleList = () => import('#shared/contracts/library').then((contract) => contract.ArticleListResponse);

export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];
export interface ArticleFilter {
  q: string;
  category: LibraryCategory | null;
}

export function fetchArticles({ q, category }: ArticleFilter, signal?: AbortSignal) {
  return apiRequest(withParams('/api/library/articles', searchParams(q, 'category', category)), {
    parse: lazyZodParser(articleList),
    signal,
  });
}

/**
 * GET /api/library/articles?q=&category=: the Anti-Hustle Library, filtered by the server. The
 * last list stays on screen while the next one loads, so the page does not jump as you type.
 */
export function useArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: ['library', 'articles', filter.q.trim().toLowerCase(), filter.category],
    queryFn: ({ signal }) => fetchArticles(filter, signal),
    placeholderData: keepPreviousData,
  });
}
