import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TermsAcceptanceListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';

export interface TermsAcceptanceFilters {
  version: string;
  q: string;
}

export function fetchTermsAcceptances(filters: TermsAcceptanceFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.version) query.set('version', filters.version);
  if (filters.q.trim()) query.set('q', filters.q.trim());
  const search = query.toString();
  return apiRequest(`/api/admin/terms-acceptance${search ? `?${search}` : ''}`, { parse: zodParser(TermsAcceptanceListResponse), signal });
}

/** GET /api/admin/terms-acceptance (super_admin): acceptance records, newest first, filtered. */
export function useTermsAcceptances(filters: TermsAcceptanceFilters) {
  return useQuery({
    queryKey: ['admin', 'terms-acceptance', filters],
    queryFn: ({ signal }) => fetchTermsAcceptances(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
