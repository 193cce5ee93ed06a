import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArticleListResponse, type LIBRARY_CATEGORIES } from '../../../../shared/contracts/library';
import { apiRequest, zodParser } from '../../../lib/api-client';

export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];
export interface ArticleFilter {
  q: string;
  category: LibraryCategory | null;
}

export function fetchArticles({ q, category }: ArticleFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  const query = params.toString();
  return apiRequest(`/api/library/articles${query ? `?${query}` : ''}`, { parse: zodParser(ArticleListResponse), signal });
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
