import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { isMissing } from '../api/get-edit';

// The site's own 404 page (spec 2.10): the same lazy chunk the route table uses for unknown paths.
const NotFoundPage = lazy(() => import('../../site/pages/not-found-page'));

export function NotFound() {
  return (
    <Suspense fallback={<Spinner />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** Loading, the 404 page for an unknown slug, a calm error with Try again, or the content. */
export function QueryGate<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading ${what}...`} />;
  if (query.isError) {
    if (isMissing(query.error)) return <NotFound />;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12">
        <Notice tone="error" title={`We could not load ${what}`}>
          <p>It is not something you did. Check your connection and try again.</p>
          <Button variant="link" className="px-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      </div>
    );
  }
  return children(query.data);
}
