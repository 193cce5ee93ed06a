import { Search } from 'lucide-react';
import { useState } from 'react';
import { PRIVACY_POLICY_VERSION } from '#shared/privacy/consent';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { AdminTable, rowClasses, TableNote, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';
import { SelectField } from '#web/components/ui/select-field';
import { bindText } from '#web/lib/bind-text';
import { ShowOlder } from '#web/components/show-older';
import { type TermsAcceptanceFilters, useTermsAcceptances } from '../api/list-terms-acceptances';

const COLUMNS = ['Email', 'Version', 'Accepted', 'IP address'];
const VERSIONS = [
  { value: '', label: 'All versions' },
  { value: PRIVACY_POLICY_VERSION, label: `${PRIVACY_POLICY_VERSION} (current)` },
];

/** Terms of Service and Privacy Policy acceptances (GET /api/admin/terms-acceptance), filtered. */
export function TermsAcceptanceRecords() {
  const [version, setVersion] = useState('');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<TermsAcceptanceFilters>({ version: '', q: '' });
  const records = useTermsAcceptances(filters);
  const list = records.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label="Filter acceptance records"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ version, q: text.trim() });
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SelectField label="Version" name="version" options={VERSIONS} {...bindText(version, setVersion)} />
        <TextField label="Email contains" name="q" type="search" className="flex-1" {...bindText(text, setText)} />
        <Button type="submit">
          <Search aria-hidden="true" strokeWidth={1.75} />
          Filter
        </Button>
      </form>
      {records.isError && (
        <Notice tone="error" title="We could not load the records">
          {records.error.message} Please try again.
        </Notice>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {records.isSuccess && !records.isPlaceholderData
          ? `${list.length === 1 ? '1 record' : `${list.length} records`} shown, newest first.`
          : ''}
      </p>
      <AdminTable caption="Terms acceptance records" columns={COLUMNS}>
        {records.isPending && <TableNote columns={COLUMNS.length}>Loading...</TableNote>}
        {records.isSuccess && list.length === 0 && <TableNote columns={COLUMNS.length}>No records match.</TableNote>}
        {list.map((record) => (
          <tr key={record.id} className={rowClasses}>
            <Th scope="row" className="whitespace-nowrap">
              {record.email ?? 'Deleted account'}
            </Th>
            <Td>{record.version}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(record.acceptedAt)}</Td>
            <Td>{record.ipAddress ?? '—'}</Td>
          </tr>
        ))}
      </AdminTable>
      <ShowOlder list={records} label="Show older records" />
    </div>
  );
}
