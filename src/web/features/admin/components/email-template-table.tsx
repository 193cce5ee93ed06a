import { Link } from 'react-router';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { formatDateTime } from '#web/lib/dates';
import { useEmailTemplates } from '../api/list-email-templates';

type Wording = 'default' | 'active' | 'inactive';
const WORDING: Record<Wording, { label: string; variant: BadgeProps['variant'] }> = {
  default: { label: 'Default', variant: 'outline' },
  active: { label: 'Reworded', variant: 'default' },
  inactive: { label: 'Default (reworded copy kept)', variant: 'secondary' },
};

/** Every email the app sends (GET /api/admin/email-templates), each opening its editor. */
export function EmailTemplateTable() {
  const templates = useEmailTemplates();
  return (
    <DataTable
      caption="Emails the app sends"
      columns={['Email', 'Sent when', 'Wording', 'Last changed']}
      query={templates}
      rows={templates.data?.templates}
      notes={{ loading: 'Loading the emails...', failed: 'We could not load the emails.', empty: 'There are no emails.' }}
    >
      {(row) => (
        <tr key={row.type} className={rowClasses}>
          <Th scope="row">
            <Link to={`?type=${row.type}`} className="font-semibold text-primary underline underline-offset-4">
              {row.name}
            </Link>
          </Th>
          <Td>{row.when}</Td>
          <Td>
            <Badge variant={WORDING[row.wording].variant}>{WORDING[row.wording].label}</Badge>
          </Td>
          <Td>{row.updatedAt ? formatDateTime(row.updatedAt) : '—'}</Td>
        </tr>
      )}
    </DataTable>
  );
}
