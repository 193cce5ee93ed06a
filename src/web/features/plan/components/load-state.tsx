import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { Skeleton } from '../../../components/ui/skeleton';
import { isPrivateTextHidden, PrivateTextNotice } from '../../../components/private-text-notice';

/**
 * A spinner while `query` loads (or, given `shape`, skeleton blocks the size of what will come,
 * decision 073), a calm error with Try again if it fails (or, for staff viewing as
 * the member, that her words are private), else `children(data)`.
 */
export function LoadState<T>({
  query,
  what,
  shape,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  shape?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending && shape) return <Skeleton label={`Loading ${what}...`}>{shape}</Skeleton>;
  if (query.isPending) return <Spinner label={`Loading ${what}...`} className="py-8" />;
  if (isPrivateTextHidden(query.error)) return <PrivateTextNotice />;
  if (query.isError) {
    return (
      <Notice tone="error" title={`We could not load ${what}`}>
        <p>It is not something you did. Check your connection and try again.</p>
        <Button variant="link" className="px-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return children(query.data);
}
