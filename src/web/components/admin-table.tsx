import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { errorText } from '../lib/server-error';
import { type OlderPages, ShowOlder } from './show-older';
import { TableScroller } from './table-scroller';

/** A column heading: its text, or its text for screen readers only (an actions column), or with its own classes. */
export type Column = string | { label: string; srOnly?: true; className?: string };

/**
 * A data table for staff screens: captioned, column and row headers with scope, in a TableScroller.
 * The head comes from `columns`; `children` are the body's rows.
 */
export function AdminTable({
  caption,
  className = 'min-w-[40rem]',
  columns,
  children,
}: {
  caption: string;
  className?: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <TableScroller caption={caption} className="rounded-card border border-border bg-surface">
      <table className={cn('w-full border-collapse text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, srOnly, className: headingClass } = typeof column === 'string' ? { label: column } : column;
              return (
                <Th key={label} className={headingClass}>
                  {srOnly ? <span className="sr-only">{label}</span> : label}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}

export function Th({ className, scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope={scope}
      className={cn(
        scope === 'col'
          ? 'border-b border-border bg-muted px-4 py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase'
          : 'px-4 py-3 font-semibold',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

export const rowClasses = 'border-b border-border last:border-b-0';

/** One row spanning the table, for loading, empty and error states. */
export function TableNote({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="py-6 text-muted-foreground">
        {/* Held at the scroller's left edge and no wider than a phone's screen, so it reads whole there too. */}
        <div className="sticky left-0 max-w-[calc(100vw-3rem)] px-4">{children}</div>
      </td>
    </tr>
  );
}

/**
 * An AdminTable over a query's rows: headings from `columns`, a note while loading, on failure
 * (with the server's detail) and when there are no rows, then one <tr> per row from `children`;
 * for a list read a page at a time, `more` adds "Show older rows" under it.
 */
export function DataTable<T>({
  caption,
  className,
  columns,
  query,
  rows,
  notes,
  more,
  children,
}: {
  caption: string;
  className?: string;
  columns: readonly Column[];
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly T[] | undefined;
  notes: { loading: string; failed: string; empty: string };
  more?: OlderPages;
  children: (row: T) => ReactNode;
}) {
  const span = columns.length;
  return (
    <>
      <AdminTable caption={caption} className={className} columns={columns}>
        {query.isPending && <TableNote columns={span}>{notes.loading}</TableNote>}
        {query.isError && <TableNote columns={span}>{errorText(query.error, notes.failed)}</TableNote>}
        {!query.isError && rows?.length === 0 && <TableNote columns={span}>{notes.empty}</TableNote>}
        {rows?.map(children)}
      </AdminTable>
      {more && !query.isError && <ShowOlder list={more} label="Show older rows" className="mt-4" />}
    </>
  );
}
