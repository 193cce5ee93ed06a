import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';

/**
 * A back-office page generated from the code (decision 094): its header and introduction, then
 * the sections `children` draws from the one query's answer, behind the usual loading and error.
 */
export function AdminDocsPage<T>({
  title,
  intro,
  query,
  what,
  children,
}: {
  title: string;
  intro: ReactNode;
  query: UseQueryResult<T>;
  /** What is loading, for the spinner and the error ("Sofia’s access rules"). */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title}>{intro}</AdminPageHeader>
      <QueryState query={query} what={what}>
        {children}
      </QueryState>
    </>
  );
}
