import { queryOptions, useQuery } from '@tanstack/react-query';
import { EditListResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS } from './query-keys';

export function fetchEdits(signal?: AbortSignal) {
  return apiRequest('/api/edits', { parse: zodParser(EditListResponse), signal });
}

/** The Edits list's query, shared by the hook and the progress page's prefetch (decision 073). */
export const editListQuery = queryOptions({ queryKey: EDIT_KEYS.list, queryFn: ({ signal }) => fetchEdits(signal) });

/** GET /api/edits (member): every reset path with the member's progress, recommended ones first. */
export function useEdits() {
  return useQuery(editListQuery);
}
