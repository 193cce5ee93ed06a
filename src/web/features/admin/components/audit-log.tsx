import { type ChangeEvent, type FormEvent, useState } from 'react';
import { AUDIT_ACTIONS } from '#shared/contracts/admin';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { useAuditLog } from '../api/list-audit';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';

/**
 * Plain words for every audit action, each whole on its own (the filter lists them, and the "Whom"
 * column names the person). Typed by AUDIT_ACTIONS, so a new action cannot go without words.
 */
const ACTIONS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'staff_role.set': 'Changed a staff role',
  'tier.set': 'Changed a membership tier',
  'tier.grant': 'Gave a membership',
  'tier.revoke': 'Took back a membership',
  'hardship.review': 'Reviewed a hardship application',
  'user.invite': 'Invited someone',
  'application.decide': 'Decided an application',
  'impersonation.start': 'Started viewing as a member',
  'impersonation.end': 'Stopped viewing as a member',
  'impersonation.expire': 'Stopped viewing as a member (time ran out)',
  'email.resend': 'Resent an email',
  'email.test': 'Sent a test email',
  'email_template.save': 'Changed an email’s wording',
  'email_template.reset': 'Put an email’s wording back',
  'email_template.delete': 'Removed an email’s own wording',
  'email_template.test': 'Sent a test of an email',
  'brand_asset.upload': 'Uploaded a brand file',
  'brand_asset.delete': 'Deleted a brand file',
  'launch_gate.set': 'Changed the launch gate',
  'access_code.create': 'Created an access code',
  'access_code.update': 'Changed an access code',
  'contact_message.status': 'Changed the status of a contact message',
  'order.refund': 'Refunded an order',
  'order.resend_receipt': 'Resent an order’s receipt',
  'discount_code.create': 'Created a discount code',
  'discount_code.update': 'Changed a discount code',
  'product.update': 'Changed a product',
  'review.decide': 'Decided on a product review',
  'refund_request.decide': 'Decided on a refund request',
  'membership.test_renewal': 'Ran a test renewal',
  'lounge.item': 'Moderated a Lounge post or comment',
  'lounge.member': 'Moderated a Lounge member',
  'content.draft': 'Saved a content draft',
  'content.publish': 'Published content',
  'content.unpublish': 'Unpublished content',
  'content.restore': 'Restored a content version',
  'content.revert': 'Reverted content',
  'content.delete': 'Deleted content',
  'cache.clear': 'Cleared a cache',
  'session.revoke': 'Signed out a session',
  'docs.checklist_tick': 'Ticked a checklist item',
  'docs.draft_create': 'Wrote a documentation draft',
};

/** An action in words; a code this build does not know (an older row) shows as it is. */
export function describeAction(action: string): string {
  return (ACTIONS as Record<string, string>)[action] ?? action;
}

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
            <Td className="break-all">{entry.actorEmail ?? 'System'}</Td>
            <Td>
              {describeAction(entry.action)} <span className="sr-only">({entry.action})</span>
            </Td>
            <Td className="break-all">{entry.targetEmail ?? '—'}</Td>
            <Td>{entry.reason ?? '—'}</Td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
