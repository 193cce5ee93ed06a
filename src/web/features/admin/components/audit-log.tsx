import { type ChangeEvent, type FormEvent, useState } from 'react';
import { AUDIT_ACTIONS } from '#shared/contracts/admin';
import { actionDetail, describeAction } from './audit-words';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { useAuditLog } from '../api/list-audit';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';

const NO_FILTERS = { q: '', actor: '', action: '', target: '', from: '', to: '' };
type Filters = typeof NO_FILTERS;

const TEXT_FIELDS = [
  ['q', 'Search', 'search'],
  ['actor', 'Who (part of an email)', 'text'],
  ['target', 'Whom (part of an email)', 'text'],
  ['from', 'From', 'date'],
  ['to', 'To', 'date'],
] as const;

const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: describeAction(action) })).sort((a, b) => a.label.localeCompare(b.label)),
];

/** The audit log's search and filters (decision 142), applied together; a start after the end is refused here. */
function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState(NO_FILTERS);
  const wrong = draft.from && draft.to && draft.from > draft.to ? 'The start must be on or before the end' : undefined;
  const set = (name: keyof Filters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [name]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!wrong) onApply(draft);
  };
  return (
    <form aria-label="Search the audit log" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={apply}>
      {TEXT_FIELDS.slice(0, 3).map(([name, label, type]) => (
        <TextField key={name} label={label} name={name} type={type} maxLength={200} value={draft[name]} onChange={set(name)} />
      ))}
      <SelectField label="Action" name="action" options={ACTION_OPTIONS} value={draft.action} onChange={set('action')} />
      {TEXT_FIELDS.slice(3).map(([name, label, type]) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type={type}
          value={draft[name]}
          error={name === 'from' ? wrong : undefined}
          onChange={set(name)}
        />
      ))}
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

/** GET /api/admin/audit: the staff actions, newest first, searched and filtered, a page at a time. */
export function AuditLog() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useAuditLog(filters);
  return (
    <>
      <AuditFilters onApply={setFilters} />
      <DataTable
        caption="Audit log, newest first"
        className="min-w-[48rem]"
        columns={['When', 'Who', 'What', 'Whom', 'Reason']}
        query={log}
        rows={log.data?.pages.flatMap((page) => page.entries)}
        more={log}
        notes={{
          loading: 'Loading the audit log...',
          failed: 'We could not load the audit log.',
          empty: Object.values(filters).some(Boolean) ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.',
        }}
      >
        {(entry) => (
          <tr key={entry.id} className={rowClasses}>
            <Th scope="row" className="font-normal whitespace-nowrap">
              {formatDateTime(entry.createdAt)}
            </Th>
            <Td className="whitespace-nowrap">{entry.actorEmail ?? 'System'}</Td>
            <Td>
              {describeAction(entry.action)}
              {actionDetail(entry) && `: ${actionDetail(entry)}`} <span className="sr-only">({entry.action})</span>
            </Td>
            <Td className="whitespace-nowrap">{entry.targetEmail ?? '—'}</Td>
            <Td>{entry.reason ?? '—'}</Td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
