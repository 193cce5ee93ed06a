import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { type DayRange, lastDays } from '../lib/day-range';
import { RangeFilter } from './range-filter';

/** A report page: its heading, the range filter (30 days to start), then the report of that range. */
export function RangeReport<T>({
  title,
  intro,
  what,
  errorTitle,
  useReport,
  children,
}: {
  title: string;
  intro: ReactNode;
  what: string;
  errorTitle?: string;
  useReport: (range: DayRange) => UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const [range, setRange] = useState(() => lastDays(30));
  const report = useReport(range);
  return (
    <>
      <AdminPageHeader title={title}>{intro}</AdminPageHeader>
      <RangeFilter value={range} onChange={setRange} />
      <QueryState query={report} what={what} title={errorTitle}>
        {children}
      </QueryState>
    </>
  );
}
