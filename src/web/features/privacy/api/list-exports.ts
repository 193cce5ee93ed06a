import { useQuery } from '@tanstack/react-query';
import { ExportListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export const EXPORT_POLL_MS = 3000;

export function fetchExports(signal?: AbortSignal) {
  return apiRequest('/api/privacy/exports', { parse: zodParser(ExportListResponse), signal });
}

/**
 * GET /api/privacy/exports (member): the newest 20 requests, one page (decision 156: a member asks
 * for an export now and then, and the page shows the latest); asks again every 3 s while one is
 * being built.
 */
export function useExports() {
  return useQuery({
    queryKey: PRIVACY_KEYS.exports,
    queryFn: ({ signal }) => fetchExports(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'pending' || e.status === 'processing') ? EXPORT_POLL_MS : false,
  });
}

/** Where the archive of a ready export is downloaded (same origin, so the session cookie goes along). */
export function exportDownloadHref(id: string): string {
  return `/api/privacy/exports/${encodeURIComponent(id)}/download`;
}
