import { useAuditLog } from '../api/list-audit';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';

/** Plain words for the audit log's action codes; unknown codes show as they are. */
const ACTIONS: Record<string, string> = {
  'impersonation.start': 'Started viewing as',
  'impersonation.end': 'Stopped viewing as',
  'impersonation.expire': 'Stopped viewing as (time ran out)',
  'staff_role.set': 'Changed the staff role of',
  'tier.set': 'Changed the membership tier of',
  'user.invite': 'Invited',
  'email.resend': 'Resent an email',
  'email.test': 'Sent a test email',
  'application.decide': 'Decided the application of',
  'launch_gate.set': 'Changed the launch gate',
  'access_code.create': 'Created an access code',
  'access_code.update': 'Changed an access code',
  'contact_message.status': 'Changed the status of a contact message',
};

export function describeAction(action: string): string {
  return ACTIONS[action] ?? action;
}

/** GET /api/admin/audit: the latest staff actions, newest first. */
export function AuditLog() {
  const log = useAuditLog();
  return (
    <DataTable
      caption="Audit log, newest first"
      className="min-w-[48rem]"
      columns={['When', 'Who', 'What', 'Whom', 'Reason']}
      query={log}
      rows={log.data?.entries}
      notes={{ loading: 'Loading the audit log...', failed: 'We could not load the audit log.', empty: 'Nothing has been recorded yet.' }}
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
  );
}
