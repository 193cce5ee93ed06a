import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected } from '../lib/connection';

export const RECONNECTING_TITLE = 'Trouble connecting';
export const RECONNECTING_MESSAGE = "We can't reach our records right now. We're retrying, and you stay signed in.";

// Plain markup (no icon library): this is part of every page's first load.
export const reconnectingMessage = (
  <>
    <span className="block font-semibold">{RECONNECTING_TITLE}</span>
    <span className="block text-muted-foreground">{RECONNECTING_MESSAGE}</span>
  </>
);

/** What a guarded page shows instead of sending a signed-in person to sign in during an outage (issue 14). */
export function ReconnectingPage() {
  // Comes back by itself, even before the app-wide notice has joined the page (after-first-use.tsx).
  const queryClient = useQueryClient();
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-16 text-center">
      {reconnectingMessage}
    </p>
  );
}
