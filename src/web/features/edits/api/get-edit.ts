import { useQuery } from '@tanstack/react-query';
import { EditDetailResponse } from '../../../../shared/contracts/edits';
import { ApiError, apiRequest, zodParser } from '../../../lib/api-client';
import { QUERY_RETRY } from '../../../lib/query-client';
import { EDIT_KEYS } from './query-keys';

export function fetchEdit(pathSlug: string, signal?: AbortSignal) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}`, { parse: zodParser(EditDetailResponse), signal });
}

/** An unknown slug (404, or 400 for one that cannot be a slug) is the 404 page at once, not after a retry. */
export const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
export const retryUnlessMissing = (failures: number, error: Error) => !isMissing(error) && failures < QUERY_RETRY;

/** GET /api/edits/:pathSlug (member): one Edit (or Spark Reboot) with its modules and the next one. */
export function useEdit(pathSlug: string) {
  return useQuery({
    queryKey: EDIT_KEYS.detail(pathSlug),
    queryFn: ({ signal }) => fetchEdit(pathSlug, signal),
    retry: retryUnlessMissing,
  });
}
