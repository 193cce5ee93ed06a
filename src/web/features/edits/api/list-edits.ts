import { useQuery } from '@tanstack/react-query';
import { EditListResponse } from '#shared/contracts/edits';
import { getQuery } from '#web/lib/get-query';
import { EDIT_KEYS } from './query-keys';

/** The Edits list's query, shared by the hook and the progress page's prefetch (decision 073). */
export const editListQuery = getQuery(EDIT_KEYS.list, '/api/edits', EditListResponse);

/** GET /api/edits (member): every reset path with the member's progress, recommended ones first. */
export function useEdits() {
  return useQuery(editListQuery);
}
