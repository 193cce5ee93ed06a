import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, useConnectionState } from '../lib/connection';
import { reconnectingMessage } from './reconnecting-page';

/**
 * A calm, app-wide notice while the API or its database cannot be reached (lib/connection.ts), in
 * a polite live region that is always there so the change is announced. When the connection comes
 * back, every shown query asks again, so pages recover by themselves.
 */
export function ConnectionNotice() {
  const state = useConnectionState();
  const queryClient = useQueryClient();
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <div aria-live="polite" className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md md:bottom-6">
      {state === 'reconnecting' && <p className="rounded-card border border-border bg-surface p-4 shadow-md">{reconnectingMessage}</p>}
    </div>
  );
}
