import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PREFERENCES_UPDATED } from '#shared/wellness/events';
import { subscribeRealtime } from '#web/lib/realtime';
import { PREFERENCES_KEY } from './preferences-key';

/** Spec 7: preferences saved in another tab (realtime 'preferences.updated') load again here, reminders included. */
export function usePreferencesUpdates(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return subscribeRealtime(PREFERENCES_UPDATED, () => void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY }));
  }, [signedIn, queryClient]);
}
