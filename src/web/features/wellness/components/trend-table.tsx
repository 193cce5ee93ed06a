import { Table2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { useDisclosure } from '#web/lib/use-disclosure';
import { formatDayWithWeekday } from '../lib/calendar-dates';
import { TableScroller } from '#web/components/table-scroller';

export interface TrendTableColumn {
  key: string;
  label: string;
}

export interface TrendTableRow {
  day: string;
  values: Record<string, number | null | undefined>;
}

/** The numbers behind a chart, one row per day with a check-in: the chart's text alternative. */
export function TrendTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly TrendTableColumn[];
  rows: readonly TrendTableRow[];
}) {
  return (
    <TableScroller caption={caption} className="rounded-card border border-border">
      <table className="w-full min-w-max border-collapse text-left">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-y border-border bg-muted">
            <th scope="col" className="px-3 py-2">
              Day
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-3 text-muted-foreground">
                No check-ins in this period.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.day} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-3 py-2 font-normal">
                  {formatDayWithWeekday(row.day)}
                </th>
                {columns.map((column) => {
                  const value = row.values[column.key];
                  return (
                    <td key={column.key} className="px-3 py-2 tabular-nums">
                      {value === null || value === undefined ? '–' : `${value} / 10`}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** A button that shows or hides the table under a chart (aria-expanded), for anyone who prefers numbers. */
export function TrendTableToggle({ children, what = 'the numbers' }: { children: ReactNode; what?: string }) {
  const table = useDisclosure();
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" size="sm" className="self-start" {...table.button}>
        <Table2 aria-hidden="true" strokeWidth={1.75} />
        {table.open ? `Hide ${what}` : `Show ${what} as a table`}
      </Button>
      <div {...table.panel}>{table.open && children}</div>
    </div>
  );
}
