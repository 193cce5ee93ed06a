import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { scheduleWhenIdle } from './idle-preload';
import { ThemeProvider, useTheme } from './theme-provider';

// The toaster is mounted once, when the browser is first idle: toasts answer actions, and
// sonner stays out of the first load.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function IdleToaster() {
  const { resolved } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => scheduleWhenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} position="top-center" closeButton toastOptions={{ duration: 6000 }} />
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
        <IdleToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
