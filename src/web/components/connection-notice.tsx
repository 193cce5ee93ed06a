import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, useConnectionState } from '../lib/connection';
import { LiveNotice } from './ui/notice';

export const RECONNECTING_TITLE = 'Trouble connecting';
export const RECONNECTING_MESSAGE = "We can't reach our records right now. We're retrying, and you stay signed in.";

/**
 * A calm, app-wide notice while the API or its database cannot be reached (lib/connection.ts).
 * When the connection comes back, every shown query asks again, so pages recover by themselves.
 */
export function ConnectionNotice() {
  const state = useConnectionState();
  const queryClient = useQueryClient();
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <LiveNotice
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md md:bottom-6"
      notice={state === 'reconnecting' ? { tone: 'info', title: RECONNECTING_TITLE, message: RECONNECTING_MESSAGE } : null}
    />
  );
}

/** What a guarded page shows instead of sending a signed-in person to sign in during an outage. */
export function ReconnectingPage() {
  return (
    <div role="status" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="font-semibold">{RECONNECTING_TITLE}</p>
      <p className="mt-2 text-muted-foreground">{RECONNECTING_MESSAGE}</p>
    </div>
  );
}
