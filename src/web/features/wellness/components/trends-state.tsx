import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TrendsResponse } from '#shared/contracts/wellness';
import { QueryState } from '#web/components/query-state';

/** The trends' loading shape and error, with the reassurance every trends page gives. */
export function TrendsState({
  query,
  what,
  shape,
  children,
}: {
  query: UseQueryResult<TrendsResponse>;
  what: string;
  shape: ReactNode;
  children: (trends: TrendsResponse) => ReactNode;
}) {
  return (
    <QueryState query={query} what={what} shape={shape} hint="Your check-ins are safe. Check your connection and try again.">
      {children}
    </QueryState>
  );
}
