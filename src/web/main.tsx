import './lib/zod-config';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { ROUTE_TABLE } from './app/route-table';
import { showStartupFailureScreen, startApp } from './app/start-up';
import { describeRouteProblem, validateRouteTable } from './app/validate-route-table';

if (import.meta.env.DEV) {
  for (const problem of validateRouteTable(ROUTE_TABLE)) console.warn(describeRouteProblem(problem));
}

startApp(document, (rootElement) => {
  const router = createAppRouter();
  const root = createRoot(rootElement, {
    // Crashes inside the tree are caught and logged (with an id) by ErrorBoundary; one that
    // escapes every boundary means the app cannot run, so show the start-up failure screen.
    onCaughtError: () => {},
    onUncaughtError: (error) => showStartupFailureScreen(rootElement, error),
  });
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
