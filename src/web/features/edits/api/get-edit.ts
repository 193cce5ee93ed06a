import { useQuery } from '@tanstack/react-query';
import { EditDetailResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS } from './query-keys';

export function fetchEdit(pathSlug: string, signal?: AbortSignal) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}`, { parse: zodParser(EditDetailResponse), signal });
}

/** GET /api/edits/:pathSlug (member): one Edit (or Spark Reboot) with its modules and the next one. */
export function useEdit(pathSlug: string) {
  return useQuery({
    queryKey: EDIT_KEYS.detail(pathSlug),
    queryFn: ({ signal }) => fetchEdit(pathSlug, signal),
  });
}
