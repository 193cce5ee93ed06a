import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorCard, logErrorWithId } from './error-card';

/** The router's error element: a crash in the shell itself still gets the calm card. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const [errorId, setErrorId] = useState<string | null>(null);
  useEffect(() => setErrorId(logErrorWithId(error)), [error]);
  return (
    <main id="main-content" className="min-h-dvh bg-background">
      <ErrorCard errorId={errorId} onRetry={() => window.location.reload()} />
    </main>
  );
}
