import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeRealtime } from '#web/lib/realtime';
import { SOULPRINT_KEYS } from './query-keys';

export const SOULPRINT_UPDATED_EVENT = 'soulprint.updated';

/**
 * A result submitted or cosmic coordinates saved (in this tab or another) arrives as the realtime
 * event 'soulprint.updated': the SoulPrint queries, and any `alsoRefresh` keys, load again.
 */
export function useSoulprintUpdates(alsoRefresh: readonly QueryKey[] = []): void {
  const queryClient = useQueryClient();
  const extra = useRef(alsoRefresh);
  useEffect(() => {
    extra.current = alsoRefresh;
  });
  useEffect(
    () =>
      subscribeRealtime(SOULPRINT_UPDATED_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: SOULPRINT_KEYS.all });
        for (const queryKey of extra.current) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
