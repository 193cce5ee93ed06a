import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';

/** A spinner while `query` loads, a calm error with Try again if it fails, else `children(data)`. */
export function QueryState<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading your ${what}...`} className="py-6" />;
  if (query.isError) {
    return (
      <Notice tone="error" title={`We could not load your ${what}`}>
        <Button variant="link" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return children(query.data);
}
