import { useQuery } from '@tanstack/react-query';
import { apiRequest, lazyZodParser } from '#web/lib/api-client';

// The contract loads with the first answer the page asks for itself (lazyZodParser).
const article = () => import('#shared/contracts/library').then((contract) => contract.ArticleResponse);

export function fetchArticle(slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/library/articles/${encodeURIComponent(slug)}`, { parse: lazyZodParser(article), signal });
}

/** GET /api/library/articles/:slug: one article with its sanitised HTML and what to read next. */
export function useArticle(slug: string) {
  return useQuery({ queryKey: ['library', 'article', slug], queryFn: ({ signal }) => fetchArticle(slug, signal) });
}
