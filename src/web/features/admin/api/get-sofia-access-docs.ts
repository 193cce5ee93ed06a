import { SofiaAccessDocsResponse } from '#shared/contracts/sofia-insights';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/sofia-docs/access: which tiers get which part of Sofia, and Sofia's routes. */
export function useSofiaAccessDocs() {
  return useFreshQuery(['admin', 'sofia-docs', 'access'], '/api/admin/sofia-docs/access', SofiaAccessDocsResponse);
}
