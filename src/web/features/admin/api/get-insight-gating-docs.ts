import { InsightGatingDocsResponse } from '#shared/contracts/sofia-insights';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/sofia-docs/insight-gating: Personal Guidance's tiers, minimums, rules and the crisis phrase counts. */
export function useInsightGatingDocs() {
  return useFreshQuery(['admin', 'sofia-docs', 'insight-gating'], '/api/admin/sofia-docs/insight-gating', InsightGatingDocsResponse);
}
