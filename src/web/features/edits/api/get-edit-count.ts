import { useQuery } from '@tanstack/react-query';
import { apiRequest, lazyZodParser } from '#web/lib/api-client';

// The contract loads with the first answer the page asks for itself (lazyZodParser).
const editCount = () => import('#shared/contracts/edit-count').then((contract) => contract.EditCountResponse);

/** Under the Edits keys, so anything that refreshes every Edits query refreshes the count too. */
export const EDIT_COUNT_KEY = ['edits', 'count'] as const;

export function fetchEditCount(signal?: AbortSignal) {
  return apiRequest('/api/edits/count', { parse: lazyZodParser(editCount), signal });
}

/** GET /api/edits/count (public): the live number of published reset paths, for the home stats. */
export function useEditCount() {
  return useQuery({ queryKey: EDIT_COUNT_KEY, queryFn: ({ signal }) => fetchEditCount(signal) });
}
