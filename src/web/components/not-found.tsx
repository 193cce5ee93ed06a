import { lazy, Suspense } from 'react';
import { Spinner } from './ui/spinner';

// The site's own 404 page (spec 2.10): the same lazy chunk the route table uses for unknown paths.
const NotFoundPage = lazy(() => import('./not-found-page'));

/** An address the server does not know (an unknown slug or id): the 404 page, in place. */
export function NotFound() {
  return (
    <Suspense fallback={<Spinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
