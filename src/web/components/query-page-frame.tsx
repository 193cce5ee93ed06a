import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame, type PageFrameProps } from './page-frame';
import { QueryState } from './query-state';

/**
 * A member page drawn from one query: the page's frame (title and lead show at once), then
 * `children(data)` behind the usual loading and error of `QueryState`.
 */
export function QueryPageFrame<T>({
  query,
  what,
  children,
  ...frame
}: Omit<PageFrameProps, 'children'> & {
  query: UseQueryResult<T>;
  /** What is loading, in the member's words: "your plan". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <PageFrame {...frame}>
      <QueryState query={query} what={what}>
        {children}
      </QueryState>
    </PageFrame>
  );
}
