import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { UserSummary } from '#shared/contracts/admin';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useStaffList } from '../api/list-staff';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { RoleForm } from './role-form';
import { StaffRoleBadge } from './staff-role-badge';
import type { useRoleChange } from './use-role-change';

/** Everyone with a staff role: change a role, or remove it after a confirmation. */
export function StaffTable({ viewerId, roles }: { viewerId: string; roles: ReturnType<typeof useRoleChange> }) {
  const staff = useStaffList();
  const [revoking, setRevoking] = useState<UserSummary | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption="Staff members and their roles"
        columns={['Name', 'Email', 'Role', 'Change role', { label: 'Remove', srOnly: true }]}
        query={staff}
        rows={staff.data?.users}
        notes={{ loading: 'Loading staff...', failed: 'We could not load the staff list.', empty: 'Nobody has a staff role yet.' }}
      >
        {(person) => (
          <tr key={person.id} className={rowClasses}>
            <Th scope="row">{person.fullName || '—'}</Th>
            <Td className="whitespace-nowrap">{person.email}</Td>
            <Td>
              <StaffRoleBadge role={person.staffRole} />
            </Td>
            {person.id === viewerId ? (
              <Td colSpan={2} className="text-muted-foreground">
                This is you. Another super admin can change your role.
              </Td>
            ) : (
              <>
                <Td>
                  <RoleForm
                    label={`Role for ${person.fullName || person.email}`}
                    initial={person.staffRole ?? 'analyst'}
                    current={person.staffRole}
                    busy={roles.busy}
                    buttonLabel={`Save role for ${person.fullName || person.email}`}
                    onSubmit={(role) => roles.change(person, role)}
                  >
                    Save
                  </RoleForm>
                </Td>
                <Td>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-haspopup="dialog"
                    aria-label={`Remove role: ${person.fullName || person.email}`}
                    onClick={() => setRevoking(person)}
                  >
                    <UserMinus aria-hidden="true" strokeWidth={1.75} />
                    Remove role
                  </Button>
                </Td>
              </>
            )}
          </tr>
        )}
      </DataTable>

      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Remove ${revoking?.fullName || revoking?.email || 'this person'}'s staff role?`}
        description="They keep their member account, but lose access to the back office straight away. You can grant a role again at any time."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setRevoking(null)}>
            Keep their role
          </Button>
          <Button
            variant="destructive"
            pending={roles.busy}
            onClick={() => revoking && roles.change(revoking, null, () => setRevoking(null))}
          >
            {roles.busy ? 'Removing...' : 'Remove role'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
