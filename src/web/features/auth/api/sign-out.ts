import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, apiRequest, ignoreReply } from '#web/lib/api-client';
import { resetTrackingSessionId } from '#web/lib/tracking-session';
import type { SessionResponse } from '#shared/contracts/session';
import { SESSION_QUERY_KEY } from './get-session';
import { forgetDistress } from '#web/lib/distress';

const VISITOR_SESSION = { user: null, impersonation: null };

interface SignOutOptions {
  /** Where to go afterwards (spec 2.8 member sign-out: home); null stays on the page, which shows the visitor's view. */
  to?: string | null;
  replace?: boolean;
  /** Extra local clean-up once the session has ended (e.g. the staff sign-out's launch flag). */
  onSignedOut?: () => void;
}

/** POST /api/auth/sign-out. A 401 means the session had already ended, which is as good. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, parse: ignoreReply });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/**
 * Clears what the device kept for the signed-in person (decision 151: saves waiting to sync, the
 * pages and answers kept for offline use). Called once the session has ended, before the cache
 * forgets who it was; a failure here never stops the sign-out.
 */
export async function forgetSignedInPerson(queryClient: QueryClient): Promise<void> {
  const userId = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user?.id;
  if (!userId) return;
  await import('#web/lib/device-saves').then((device) => device.forgetMember(userId)).catch(() => undefined);
}

/**
 * Sign out, then go on, start a new tracking session (spec 4) and leave nothing of the person in
 * the cache. The session becomes a visitor's at once, so the shell does not flash a loading state.
 * If the call fails, a toast says so and nothing changes.
 */
export function useSignOut({ to = '/', replace = false, onSignedOut }: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      onSignedOut?.();
      resetTrackingSessionId();
      // Issue 16: the next person on this device does not inherit "Need help now?".
      forgetDistress();
      await forgetSignedInPerson(queryClient);
      // Drawn at once (flushSync), not in a transition: a page kept on screen while the next one loads
      // would see nobody signed in and send to /auth?redirect=<itself>, for the next person to land on.
      if (to !== null) await navigate(to, { replace, flushSync: true });
      queryClient.setQueryData(SESSION_QUERY_KEY, VISITOR_SESSION);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
    onError: () => toast.error('We could not sign you out', { description: 'Please check your connection and try again.' }),
  });
}
