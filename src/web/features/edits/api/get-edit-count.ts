import { useQuery } from '@tanstack/react-query';
import { EditCountResponse } from '../../../../shared/contracts/edits';
import { apiRequest, zodParser } from '../../../lib/api-client';

/** Under the Edits keys, so anything that refreshes every Edits query refreshes the count too. */
export const EDIT_COUNT_KEY = ['edits', 'count'] as const;

export function fetchEditCount(signal?: AbortSignal) {
  return apiRequest('/api/edits/count', { parse: zodParser(EditCountResponse), signal });
}

/** GET /api/edits/count (public): the live number of published reset paths, for the home stats. */
export function useEditCount() {
  return useQuery({ queryKey: EDIT_COUNT_KEY, queryFn: ({ signal }) => fetchEditCount(signal) });
}
