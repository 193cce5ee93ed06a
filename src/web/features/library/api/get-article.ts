import { useQuery } from '@tanstack/react-query';
import { ArticleResponse } from '../../../../shared/contracts/library';
import { apiRequest, zodParser } from '../../../lib/api-client';

export function fetchArticle(slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/library/articles/${encodeURIComponent(slug)}`, { parse: zodParser(ArticleResponse), signal });
}

/** GET /api/library/articles/:slug: one article with its sanitised HTML and what to read next. */
export function useArticle(slug: string) {
  return useQuery({ queryKey: ['library', 'article', slug], queryFn: ({ signal }) => fetchArticle(slug, signal) });
}
