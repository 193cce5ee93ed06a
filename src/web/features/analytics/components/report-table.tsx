import { AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, TableNote } from '#web/components/admin-table';
import { Button } from '#web/components/ui/button';
import { downloadCsv, toCsv } from '../lib/csv';
import { type ChartSpec, ColumnChart } from './column-chart';

type Cell = string | number | null;

/** One table of a report: what ReportTable needs, with its chart's points when it has one. */
export interface TableSpec {
  title: string;
  description?: string;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
  file: string;
  chart?: ChartSpec;
}

/** A report's tables, one under another. */
export function ReportTables({ tables }: { tables: readonly TableSpec[] }) {
  return tables.map(({ chart, ...table }) => (
    <ReportTable key={table.file} {...table}>
      {chart && <ColumnChart {...chart} />}
    </ReportTable>
  ));
}

/**
 * One report table in its own titled section, with "Download CSV" for exactly what it shows. The
 * first column names the row (a row header); a null shows as a dash.
 */
export function ReportTable({
  title,
  description,
  columns,
  rows,
  file,
  empty = 'Nothing in this range yet.',
  children,
}: {
  title: string;
  description?: string;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** The CSV's name, without .csv. */
  file: string;
  empty?: string;
  /** A chart above the table. */
  children?: React.ReactNode;
}) {
  return (
    <AdminSection title={title} description={description}>
      {children}
      <AdminTable caption={title} columns={columns} className="min-w-[28rem]">
        {rows.length === 0 && <TableNote columns={columns.length}>{empty}</TableNote>}
        {rows.map((row, i) => (
          <tr key={i} className={rowClasses}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="px-4 py-3 font-semibold wrap-anywhere">
                  {cell ?? '—'}
                </th>
              ) : (
                <Td key={j}>{cell ?? '—'}</Td>
              ),
            )}
          </tr>
        ))}
      </AdminTable>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        aria-label={`Download CSV of ${title}`}
        onClick={() => downloadCsv(`${file}.csv`, toCsv(columns, rows))}
      >
        Download CSV
      </Button>
    </AdminSection>
  );
}
