import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '#web/lib/realtime';
import { SESSION_QUERY_KEY } from './get-session';
import { PROFILE_QUERY_KEY } from './profile-query-key';

/** A profile change made in another tab (realtime 'profile.updated') refreshes the greeting and the profile. */
export function useProfileUpdates(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return subscribeRealtime('profile.updated', () => {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    });
  }, [signedIn, queryClient]);
}
