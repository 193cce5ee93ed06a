import { LIBRARY_CATEGORIES } from '#shared/library/categories';
import type { LibraryCategory } from '../api/list-articles';

/** The topic in `?category=`, or null when it is missing or not one of ours. */
export function categoryFrom(params: URLSearchParams): LibraryCategory | null {
  const value = params.get('category');
  return (LIBRARY_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as LibraryCategory) : null;
}

/** What the list shows, said once for screen readers and sighted readers alike. */
export function resultsSummary(count: number, q: string, category: LibraryCategory | null): string {
  const articles = `${count} ${count === 1 ? 'article' : 'articles'}`;
  const about = q.trim() ? ` matching “${q.trim()}”` : '';
  const within = category ? ` in ${category}` : '';
  return `${articles}${about}${within}`;
}
