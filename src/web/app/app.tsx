import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';
import { useSession } from '../features/auth/api/get-session';
import { useProfileUpdates } from '../features/auth/api/use-profile-updates';
import { usePreferencesUpdates } from '../features/wellness/api/use-preferences-updates';
import { LaunchGate } from '../features/launch-gate/components/launch-gate';
import { ErrorBoundary } from './error-boundary';
import { HYDRATED_ATTRIBUTE } from './hydration';
import { Providers } from './providers';

/** Keeps the signed-in person's data in step with their other tabs (realtime). */
function AccountSync() {
  const { user } = useSession();
  useProfileUpdates(user !== null);
  usePreferencesUpdates(user !== null);
  // The app is running: the journeys wait for this (on a server-drawn document, entry-islands.tsx sets it).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return null;
}

/**
 * The root: an error boundary around everything, then providers, the launch gate and the router.
 * The server's first paint (src/web/entry-server.tsx) passes its own router and query client.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient?: QueryClient }) {
  return (
    <ErrorBoundary>
      <Providers client={queryClient}>
        <AccountSync />
        <LaunchGate router={router}>
          {/* flushSync: what react-router/dom's RouterProvider adds, without the rest of that module on
              the first load; a navigation may then be drawn at once (the sign-outs use it). */}
          <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        </LaunchGate>
      </Providers>
    </ErrorBoundary>
  );
}
