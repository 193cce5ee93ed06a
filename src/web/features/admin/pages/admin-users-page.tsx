import { ShieldPlus } from 'lucide-react';
import { Notice } from '#web/components/ui/notice';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AuditLog } from '../components/audit-log';
import { RoleForm } from '../components/role-form';
import { StaffTable } from '../components/staff-table';
import { UserSearch } from '../components/user-search';
import { useRoleChange } from '../components/use-role-change';
import { useViewer } from '../components/use-viewer';

/** /admin/admin-users (super_admin): staff and their roles, granting a role, and the audit log. */
export default function AdminUsersPage() {
  const viewer = useViewer();
  const roles = useRoleChange();

  return (
    <>
      <AdminPageHeader title="Admin users">
        Who can open the back office, and what they may do there. Analysts see the overview and reports, admins run the day-to-day pages,
        and super admins manage people, settings and codes.
      </AdminPageHeader>
      {roles.outcome && (
        <Notice ref={roles.noticeRef} tone={roles.outcome.tone} className="mb-6">
          {roles.outcome.text}
        </Notice>
      )}

      <AdminSection title="Staff">
        <StaffTable viewerId={viewer.id} roles={roles} />
      </AdminSection>

      <AdminSection
        title="Grant a role"
        description="Find the member first. They need an account; invite them from the dashboard if they have none."
      >
        <UserSearch
          label="Find a member to grant a role"
          caption="Members who could be given a role"
          actions={(person) =>
            person.staffRole ? (
              <span className="text-muted-foreground">Already staff</span>
            ) : (
              <RoleForm
                label={`Role to grant ${person.fullName || person.email}`}
                initial="analyst"
                busy={roles.busy}
                buttonLabel={`Grant role: ${person.fullName || person.email}`}
                onSubmit={(role) => roles.change(person, role)}
              >
                <ShieldPlus aria-hidden="true" strokeWidth={1.75} />
                Grant role
              </RoleForm>
            )
          }
        />
      </AdminSection>

      <AdminSection title="Audit log" description="Role changes, impersonation, invitations and other staff actions, newest first.">
        <AuditLog />
      </AdminSection>
    </>
  );
}
