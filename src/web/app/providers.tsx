import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { scheduleAfterFirstInteraction } from './when-idle';
import { ThemeProvider, useTheme } from './theme-provider';

// The toaster is mounted once, in the first idle moment after the person starts using the page:
// toasts answer actions, and sonner (which adds its stylesheet when it loads) stays out of a
// reader's visit. A toast raised before it mounts is shown when it does (sonner replays them).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
// The outage notice (issue 14) joins at the same moment: its code is then loaded before any outage
// could stop it loading. Before the first interaction a guarded page says it itself (ReconnectingPage).
const ConnectionNotice = lazy(() => import('../components/connection-notice').then((module) => ({ default: module.ConnectionNotice })));

const TOAST_TOP = 'calc(4rem + 0.75rem)';
const TOASTER_STYLE = {
  fontFamily: 'var(--font-sans)',
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--surface)',
  '--success-text': 'var(--foreground)',
  '--success-border': 'var(--primary)',
  '--border-radius': '0.75rem',
} as CSSProperties;

function IdleToaster() {
  const { resolved } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => scheduleAfterFirstInteraction(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNotice />
      <Toaster
        theme={resolved}
        position="top-center"
        closeButton
        // Issue 16: below the 64px top bar, not over it, and in the app's type and colours.
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
        style={TOASTER_STYLE}
        toastOptions={{ duration: 6000 }}
      />
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
