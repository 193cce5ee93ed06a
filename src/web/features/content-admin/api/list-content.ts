import { ContentList } from '#shared/contracts/content-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

export const CONTENT_KEY = ['admin', 'content'] as const;

/** GET /api/admin/content (admin): every piece of content with its status. */
export function useContentList() {
  return useFreshQuery(CONTENT_KEY, '/api/admin/content', ContentList);
}
