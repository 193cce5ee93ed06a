import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LAUNCH_ACCESS_GRANTED_KEY, LAUNCH_ACCESS_KEY } from '#shared/contracts/launch-gate';
import { ApiError } from '#web/lib/api-client';
import { resetTrackingSessionId } from '#web/lib/tracking-session';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/get-session';
import { forgetSignedInPerson } from '#web/features/auth/api/sign-out';
import { signOut } from '../api/sign-out';

/**
 * Spec 2.7 Sign Out: ends the session, removes the stored launch-access flag and what the device
 * kept for offline use (decision 151), and goes to /auth, replacing history. A 401 means the session had already ended, which is as good.
 */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      try {
        localStorage.removeItem(LAUNCH_ACCESS_KEY);
        localStorage.removeItem(LAUNCH_ACCESS_GRANTED_KEY);
      } catch {
        // storage can be blocked; then nothing was stored
      }
      resetTrackingSessionId();
      await forgetSignedInPerson(queryClient);
      // At once, as the member's sign-out does (useSignOut): no page left behind to send to itself.
      await navigate('/auth', { replace: true, flushSync: true });
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, impersonation: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
