import type { DeletionRequest } from '#shared/contracts/privacy';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { Notice } from '#web/components/ui/notice';
import { AdminTable, rowClasses, TableNote, Td, Th } from '#web/components/admin-table';
import { formatDate } from '#web/lib/dates';
import { ShowOlder } from '#web/components/show-older';
import { useStaffDeletions } from '../api/list-staff-deletions';

const COLUMNS = ['Email', 'Status', 'Requested', 'Deletes on / ended', 'Reason'];
const STATUS: Record<DeletionRequest['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
  completed: { label: 'Completed', variant: 'default' },
};

/** Every data deletion request (GET /api/admin/privacy/deletions), newest first, a page at a time. Read-only. */
export function StaffDeletionRequests() {
  const deletions = useStaffDeletions();
  const list = deletions.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <div className="flex flex-col gap-4">
      {deletions.isError && (
        <Notice tone="error" title="We could not load the deletion requests">
          {deletions.error.message} Please try again.
        </Notice>
      )}
      <AdminTable caption="Data deletion requests" columns={COLUMNS}>
        {deletions.isPending && <TableNote columns={COLUMNS.length}>Loading...</TableNote>}
        {deletions.isSuccess && list.length === 0 && <TableNote columns={COLUMNS.length}>No deletion requests yet.</TableNote>}
        {list.map((request) => (
          <tr key={request.id} className={rowClasses}>
            <Th scope="row" className="whitespace-nowrap">
              {request.email ?? (request.status === 'completed' ? 'Removed with the account' : '—')}
            </Th>
            <Td>
              <Badge variant={STATUS[request.status].variant}>{STATUS[request.status].label}</Badge>
            </Td>
            <Td className="whitespace-nowrap">{formatDate(request.created_at)}</Td>
            <Td className="whitespace-nowrap">{formatDate(request.completed_at ?? request.cancelled_at ?? request.scheduled_for)}</Td>
            <Td className="max-w-[30ch]">{request.reason ?? '—'}</Td>
          </tr>
        ))}
      </AdminTable>
      <ShowOlder list={deletions} label="Show older requests" />
    </div>
  );
}
