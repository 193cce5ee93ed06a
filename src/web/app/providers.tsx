import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from './theme-provider';
import { useIdleModule } from './use-idle-module';

// The toaster and the outage notice join in the first idle moment after the person starts using
// the page (after-first-use.tsx); a toast raised before they mount is shown when they do (sonner
// replays them). Before that, a guarded page shows an outage itself (ReconnectingPage). Like the
// menus, they load through useIdleModule: when the code cannot be fetched (offline before the
// service worker keeps it, or a page left open across a release) a later interaction tries
// again, and the page goes on without them meanwhile.
const loadAfterFirstUse = () => import('./after-first-use');

export function WhenUsed() {
  const { resolved } = useTheme();
  const { module } = useIdleModule(loadAfterFirstUse);
  if (!module) return null;
  const AfterFirstUse = module.default;
  return <AfterFirstUse theme={resolved} />;
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
