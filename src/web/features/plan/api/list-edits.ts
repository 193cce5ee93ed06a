import { useQuery } from '@tanstack/react-query';
import { EditListResponse } from '../../../../shared/contracts/edits';
import { apiRequest, zodParser } from '../../../lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchEditList(signal?: AbortSignal) {
  return apiRequest('/api/edits', { parse: zodParser(EditListResponse), signal });
}

/** GET /api/edits (member): every reset path with the member's progress (for the Edits in progress). */
export function useEditList() {
  return useQuery({ queryKey: PLAN_KEYS.edits, queryFn: ({ signal }) => fetchEditList(signal) });
}
