import { TermsAcceptanceListResponse } from '#shared/contracts/privacy';
import { useFreshPages } from '#web/lib/paged-query';

export interface TermsAcceptanceFilters {
  version: string;
  q: string;
}

/** GET /api/admin/terms-acceptance (super_admin): acceptance records, newest first, filtered, a page at a time. */
export function useTermsAcceptances(filters: TermsAcceptanceFilters) {
  const params = new URLSearchParams();
  if (filters.version) params.set('version', filters.version);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return useFreshPages(['admin', 'terms-acceptance', filters], '/api/admin/terms-acceptance', params, TermsAcceptanceListResponse);
}
