import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

// The site's own 404 page (spec 2.10): the same lazy chunk the route table uses for unknown paths.
const NotFoundPage = lazy(() => import('../../site/pages/not-found-page'));

/** An assessment or member the server does not know: the 404 page, in place. */
export function NotFound() {
  return (
    <Suspense fallback={<Spinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
