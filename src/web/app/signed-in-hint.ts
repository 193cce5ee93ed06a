import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/contracts/session';
import { SESSION_QUERY_KEY } from '../features/auth/api/get-session';

/**
 * Kept in this browser while it has a session (decision 073): a member page's answers are asked
 * for ahead of the session only then, so that a visitor who opens a member's address is not sent
 * refusals. A hint for speed, never for access: the server decides who sees what. Strictly
 * necessary storage (no consent asked), removed as soon as the session is gone.
 */
export const SIGNED_IN_KEY = 'recalibrate-signed-in';
const SESSION_HASH = hashKey(SESSION_QUERY_KEY);

/** Whether asking a member page's answers now is worth it: the session's answer, or while it is on its way, the hint. */
export function mayBeSignedIn(queryClient: QueryClient): boolean {
  const session = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
  if (session) return session.user !== null;
  try {
    return localStorage.getItem(SIGNED_IN_KEY) !== null;
  } catch {
    return true; // storage is off: ask ahead, as before the hint
  }
}

/** Keeps the hint in step with each answer of the session's query; returns the unsubscribe. */
export function rememberSignedIn(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash !== SESSION_HASH || query.state.status !== 'success') return;
    try {
      if ((query.state.data as SessionResponse).user) localStorage.setItem(SIGNED_IN_KEY, '1');
      else localStorage.removeItem(SIGNED_IN_KEY);
    } catch {
      // Storage is off: nothing to keep.
    }
  });
}
