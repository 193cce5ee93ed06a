import './lib/zod-config';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { ROUTE_TABLE } from './app/route-table';
import { showStartupFailureScreen, startApp } from './app/start-up';
import { describeRouteProblem, validateRouteTable } from './app/validate-route-table';
import { createQueryClient } from './lib/query-client';

if (import.meta.env.DEV) {
  for (const problem of validateRouteTable(ROUTE_TABLE)) console.warn(describeRouteProblem(problem));
}

// What starts a page's code and data together (decision 073): a small module of its own, out of
// the first load of public pages (the bundle budget); it is the first thing a member's page asks for.
const startPages = () => import('./app/start-page');

startApp(document, (rootElement) => {
  const queryClient = createQueryClient();
  const options: RootOptions = {
    // Crashes inside the tree are caught and logged (with an id) by ErrorBoundary; one that
    // escapes every boundary means the app cannot run, so show the start-up failure screen.
    onCaughtError: () => {},
    onUncaughtError: (error) => showStartupFailureScreen(rootElement, error),
  };
  // The session, the page's code and its data are asked for together, then React starts: were it
  // first, its own ask for the session could come back before the page's were sent (decision 073).
  // A transition lets React do its first work in short slices. (Pages the server draws for a
  // visitor never load this entry: they are documents with islands, entry-islands.tsx.)
  const router = createAppRouter();
  const root = createRoot(rootElement, options);
  void startPages()
    .then((start) => start.startPagesOnNavigation(router, queryClient, true))
    .finally(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <App router={router} queryClient={queryClient} />
          </StrictMode>,
        ),
      ),
    );
});
