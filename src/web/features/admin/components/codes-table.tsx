import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminSection } from '#web/components/admin-page-header';
import { type Column, DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { Notice } from '#web/components/ui/notice';
import { formatDateTime } from '#web/lib/dates';
import { reportOutcome } from '#web/components/outcome-notice';
import type { Outcome } from '#web/lib/server-error';
import { CodeActions } from './code-actions';

/**
 * The "Codes" section of the access-code and discount-code pages: how the last switch went, then
 * the table of codes, one CodeRow per code from `children`.
 */
export function CodesSection<T>({
  outcome,
  empty,
  ...table
}: {
  outcome: Outcome;
  caption: string;
  className: string;
  columns: readonly Column[];
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly T[] | undefined;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <AdminSection title="Codes">
      {outcome && (
        <Notice tone={outcome.tone} className="mb-4">
          {outcome.text}
        </Notice>
      )}
      <DataTable {...table} notes={{ loading: 'Loading codes...', failed: 'We could not load the codes.', empty }} />
    </AdminSection>
  );
}

/**
 * Switching a code on or off from its row: `switchCode` sends the change and keeps how it went
 * (the page's own words for success) for CodesSection to show.
 */
export function useCodeSwitch<Vars>(mutation: UseMutationResult<unknown, Error, Vars>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const switchCode = (vars: Vars, done: string) => {
    setOutcome(null);
    mutation.mutate(
      vars,
      reportOutcome(setOutcome, () => done, 'We could not change that code. Please try again.'),
    );
  };
  return { outcome, switchCode, busy: mutation.isPending };
}

/** A code's status as a badge: working, switched off (disabled, inactive), or spent (expired, used up). */
function statusVariant(status: string): BadgeProps['variant'] {
  if (status === 'Active') return 'default';
  return status === 'Expired' || status === 'Used up' ? 'secondary' : 'outline';
}

interface Action {
  label: string;
  onClick: () => void;
}

/**
 * One code's row: the code as its header, the page's own cells (`children`), then when it
 * expires, its status badge and its actions.
 */
export function CodeRow({
  code,
  expiresAt,
  status,
  open,
  toggle,
  busy,
  children,
}: {
  code: string;
  expiresAt: string | null;
  status: string;
  open: Action;
  toggle: Action;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={rowClasses}>
      <Th scope="row" className="font-mono">
        {code}
      </Th>
      {children}
      <Td className="whitespace-nowrap">{expiresAt ? formatDateTime(expiresAt) : 'Never'}</Td>
      <Td>
        <Badge variant={statusVariant(status)}>{status}</Badge>
      </Td>
      <Td>
        <CodeActions code={code} open={open} toggle={toggle} busy={busy} />
      </Td>
    </tr>
  );
}
