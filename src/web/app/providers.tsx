import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { scheduleAfterFirstInteraction } from './when-idle';
import { ThemeProvider, useTheme } from './theme-provider';

// The toaster and the outage notice join in the first idle moment after the person starts using
// the page (after-first-use.tsx); a toast raised before they mount is shown when they do (sonner
// replays them). Before that, a guarded page shows an outage itself (ReconnectingPage).
const AfterFirstUse = lazy(() => import('./after-first-use'));

export function WhenUsed() {
  const { resolved } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => scheduleAfterFirstInteraction(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AfterFirstUse theme={resolved} />
    </Suspense>
  );
}

/** App-wide providers: server state, theme, and the one toaster. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <WhenUsed />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
