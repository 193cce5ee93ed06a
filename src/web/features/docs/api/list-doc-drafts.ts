import { DocDraftListResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

export const DOC_DRAFTS_KEY = ['docs', 'drafts'] as const;

/** GET /api/admin/docs/drafts (super_admin): the latest drafts, and whether an LLM writes them. */
export function useDocDrafts() {
  return useFreshQuery(DOC_DRAFTS_KEY, '/api/admin/docs/drafts', DocDraftListResponse);
}
