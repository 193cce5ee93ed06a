import { ContentDetail, type EditableKind } from '#shared/contracts/content-admin';
import { useFreshQuery } from '#web/lib/api-hooks';
import { CONTENT_KEY } from './list-content';

export const contentPath = (kind: EditableKind, slug: string) => `/api/admin/content/${kind}/${encodeURIComponent(slug)}`;

/** GET /api/admin/content/:kind/:slug (admin): what to edit and the version history. */
export function useContentDetail(kind: EditableKind, slug: string) {
  return useFreshQuery([...CONTENT_KEY, kind, slug], contentPath(kind, slug), ContentDetail);
}
