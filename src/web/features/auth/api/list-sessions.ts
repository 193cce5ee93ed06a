import { useInfiniteQuery } from '@tanstack/react-query';
import { SessionListResponse } from '#shared/contracts/auth';
import { pagesQuery } from '#web/lib/paged-query';
import { SESSIONS_QUERY_KEY } from './profile-query-key';

/** GET /api/account/sessions: where this account is signed in, this device first, a page at a time. */
export function useSessionList() {
  return useInfiniteQuery(pagesQuery(SESSIONS_QUERY_KEY, '/api/account/sessions', new URLSearchParams(), SessionListResponse));
}
