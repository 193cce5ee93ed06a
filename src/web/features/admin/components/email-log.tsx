import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EMAIL_STATUSES } from '#shared/contracts/admin';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { type EmailFilter, type EmailStatus, useEmails } from '../api/list-emails';
import { useResendEmail } from '../api/resend-email';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';
import { SelectField } from '#web/components/ui/select-field';
import type { Outcome } from '#web/lib/server-error';
import { reportOutcome } from '#web/components/outcome-notice';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...EMAIL_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) })),
];
const STATUS_BADGE: Record<EmailStatus, BadgeProps['variant']> = {
  queued: 'outline',
  sending: 'secondary',
  retrying: 'secondary',
  sent: 'default',
  failed: 'destructive',
};

/** The outbox and sent log (GET /api/admin/emails) with a status filter, a search and Resend. */
export function EmailLog() {
  const [draft, setDraft] = useState<EmailFilter>({ status: '', q: '' });
  const [filter, setFilter] = useState<EmailFilter>(draft);
  const emails = useEmails(filter);
  const resend = useResendEmail();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ status: draft.status, q: draft.q.trim() });
  };

  const again = (id: string, to: string) => {
    setOutcome(null);
    resend.mutate(
      id,
      reportOutcome(
        setOutcome,
        (reply) => `${reply.message ?? 'The email is queued to be sent again.'} (${to})`,
        'We could not resend that email. Please try again.',
      ),
    );
  };

  const rows = emails.data?.pages.flatMap((page) => page.messages);
  const count = rows?.length ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label="Filter emails" onSubmit={apply} className="flex flex-col gap-3 md:flex-row md:items-end">
        <SelectField
          label="Status"
          name="status"
          className="md:w-48"
          options={STATUS_OPTIONS}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as EmailFilter['status'] })}
        />
        <TextField
          label="Recipient or subject"
          name="q"
          type="search"
          className="flex-1"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Button type="submit" variant="outline">
          Show emails
        </Button>
      </form>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <p role="status" className="text-sm text-muted-foreground">
        {emails.isSuccess && !emails.isPlaceholderData ? `${count === 1 ? '1 email' : `${count} emails`} shown, newest first.` : ''}
      </p>
      <DataTable
        caption="Emails, newest first"
        className="min-w-[56rem]"
        columns={['To', 'Subject', 'Type', 'Status', 'Created', 'Sent', { label: 'Actions', srOnly: true }]}
        query={emails}
        rows={rows}
        more={emails}
        notes={{ loading: 'Loading emails...', failed: 'We could not load the emails.', empty: 'No emails match.' }}
      >
        {(message) => (
          <tr key={message.id} className={rowClasses}>
            <Th scope="row" className="font-normal whitespace-nowrap">
              {message.to}
            </Th>
            <Td>{message.subject}</Td>
            <Td>{message.type}</Td>
            <Td>
              <Badge variant={STATUS_BADGE[message.status]}>{message.status}</Badge>
              <span className="mt-1 block text-xs text-muted-foreground">
                {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
                {message.transport ? ` · ${message.transport}` : ''}
              </span>
              {message.lastError && <span className="mt-1 block text-xs text-destructive">{message.lastError}</span>}
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(message.createdAt)}</Td>
            <Td className="whitespace-nowrap">{message.sentAt ? formatDateTime(message.sentAt) : '—'}</Td>
            <Td>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Resend: ${message.subject} to ${message.to}`}
                pending={resend.isPending}
                onClick={() => again(message.id, message.to)}
              >
                <RefreshCw aria-hidden="true" strokeWidth={1.75} />
                Resend
              </Button>
            </Td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}
