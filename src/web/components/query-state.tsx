import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isMissing } from '../lib/is-missing';
import { NotFound } from './not-found';
import { isPrivateTextHidden, PrivateTextNotice } from './private-text-notice';
import { Button } from './ui/button';
import { Notice } from './ui/notice';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

/**
 * The one way a query's content waits, fails and appears (decision 080). While `query` loads:
 * skeleton blocks the size of what will come when given a `shape` (decision 073), else a spinner.
 * If it fails: for staff viewing as the member, that her words are private; else a calm error with
 * Try again. Then `children(data)`. A `page` is a whole page: an address the server does not know
 * shows the site's 404 page in place, and the spinner and error take the page's room.
 */
export function QueryState<T>({
  query,
  what,
  shape,
  page = false,
  hint = 'It is not something you did. Check your connection and try again.',
  title = `We could not load ${what}`,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, in the member's words: "your plan", "this Edit". */
  what: string;
  shape?: ReactNode;
  page?: boolean;
  /** The line under the error's title. */
  hint?: string;
  /** The error's title, when the spec words it ('Failed to load analytics data'). */
  title?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    const label = `Loading ${what}...`;
    if (shape) return <Skeleton label={label}>{shape}</Skeleton>;
    return <Spinner label={label} className={page ? undefined : 'py-8'} />;
  }
  if (query.isError) {
    if (page && isMissing(query.error)) return <NotFound />;
    if (isPrivateTextHidden(query.error)) return <PrivateTextNotice />;
    const error = (
      <Notice tone="error" title={title}>
        <p>{hint}</p>
        <Button variant="link" className="px-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
    return page ? <div className="mx-auto w-full max-w-2xl px-4 py-12">{error}</div> : error;
  }
  return children(query.data);
}
