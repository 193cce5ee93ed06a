import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import type { createAppRouter } from './router';

/** The root: an error boundary around everything, then providers and the router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
