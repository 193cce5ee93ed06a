import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, useConnectionState } from '../lib/connection';

export const RECONNECTING_TITLE = 'Trouble connecting';
export const RECONNECTING_MESSAGE = "We can't reach our records right now. We're retrying, and you stay signed in.";

// Plain markup (no icon library): this is part of every page's first load.
const message = (
  <>
    <span className="block font-semibold">{RECONNECTING_TITLE}</span>
    <span className="block text-muted-foreground">{RECONNECTING_MESSAGE}</span>
  </>
);

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
      {state === 'reconnecting' && <p className="rounded-card border border-border bg-surface p-4 shadow-md">{message}</p>}
    </div>
  );
}

/** What a guarded page shows instead of sending a signed-in person to sign in during an outage. */
export function ReconnectingPage() {
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-16 text-center">
      {message}
    </p>
  );
}
