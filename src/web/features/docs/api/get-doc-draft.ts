import { useQuery } from '@tanstack/react-query';
import { DocDraft } from '#shared/contracts/docs';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { itemPath } from '#web/lib/api-hooks';

/**
 * GET /api/admin/docs/drafts/:id (admin and up): one draft with its words, for the AI doc creator
 * and for the content creator, which opens `/admin/content-creator?draft=<id>` (decision 124).
 */
export function useDocDraft(id: string | null) {
  return useQuery({
    queryKey: ['docs', 'draft', id],
    queryFn: ({ signal }) => apiRequest(itemPath('/api/admin/docs/drafts', id!), { parse: zodParser(DocDraft), signal }),
    enabled: id !== null,
  });
}
