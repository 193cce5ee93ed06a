import { describeDevice } from '#web/lib/device-description';
import { useAccessCodeUses } from '../api/list-access-code-uses';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDateTime } from '#web/lib/dates';

/** GET /api/admin/access-codes/:id/uses: when a code was used, and from which device and address. */
export function AccessCodeUses({ id, code }: { id: string; code: string }) {
  const uses = useAccessCodeUses(id);
  return (
    <DataTable
      caption={`Uses of ${code}, newest first`}
      className="min-w-[32rem]"
      columns={['When', 'Device', 'IP address']}
      query={uses}
      rows={uses.data?.uses}
      notes={{ loading: 'Loading uses...', failed: 'We could not load the uses.', empty: 'Nobody has used this code yet.' }}
    >
      {(use) => (
        <tr key={use.id} className={rowClasses}>
          <Th scope="row" className="font-normal whitespace-nowrap">
            {formatDateTime(use.createdAt)}
          </Th>
          <Td>{describeDevice(use.userAgent)}</Td>
          <Td>{use.ipAddress ?? '—'}</Td>
        </tr>
      )}
    </DataTable>
  );
}
