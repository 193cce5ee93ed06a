import './lib/zod-config';
import './styles/app.css';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { adoptFirstPaintState, readFirstPaintState } from './app/first-paint';
import { createAppRouter } from './app/router';
import { findRoute } from './app/route-lookup';
import { ROUTE_TABLE } from './app/route-table';
import { isRedirect } from './app/route-types';
import { showStartupFailureScreen, startApp } from './app/start-up';
import { describeRouteProblem, validateRouteTable } from './app/validate-route-table';
import { createQueryClient } from './lib/query-client';

if (import.meta.env.DEV) {
  for (const problem of validateRouteTable(ROUTE_TABLE)) console.warn(describeRouteProblem(problem));
}

startApp(document, (rootElement) => {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  const options: RootOptions = {
    // Crashes inside the tree are caught and logged (with an id) by ErrorBoundary; one that
    // escapes every boundary means the app cannot run, so show the start-up failure screen.
    onCaughtError: () => {},
    onUncaughtError: (error) => showStartupFailureScreen(rootElement, error),
    // A server-drawn page that differs from the app's (it should not) is drawn again by the app.
    onRecoverableError: (error) => console.warn('[Recalibrate] Part of the page was drawn again in the browser.', error),
  };
  const app: ReactNode = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Transitions let React do its first work in short slices, so the page answers input while the
  // app starts (docs/decisions/041-first-paint.md).
  const state = readFirstPaintState();
  if (!state) {
    const root = createRoot(rootElement, options);
    startTransition(() => root.render(app));
    return;
  }
  // The server drew this page: take it over in place, with its answers and its page's code.
  adoptFirstPaintState(queryClient, state);
  const entry = findRoute(window.location.pathname);
  const pageCode = entry && !isRedirect(entry) ? entry.page.preload() : Promise.resolve();
  void pageCode
    .catch(() => undefined) // the page's own error screen reports a chunk that does not load
    .then(() => startTransition(() => void hydrateRoot(rootElement, app, options)));
});
