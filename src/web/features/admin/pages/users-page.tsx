import { lazy, Suspense, useState } from 'react';
import type { UserSummary } from '#shared/contracts/admin';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { ImpersonateButton } from '../components/impersonate-button';
import { UserSearch } from '../components/user-search';
import { useViewer } from '../components/use-viewer';
import { Spinner } from '#web/components/ui/spinner';

// A member's record (membership, metrics, renewals) loads when one is opened, not with the list.
const UserDetail = lazy(() => import('../components/user-detail').then((module) => ({ default: module.UserDetail })));

/** /admin/users (super_admin): search members, open one, set their tier, view as them. */
export default function UsersPage() {
  const viewer = useViewer();
  const [open, setOpen] = useState<UserSummary | null>(null);

  return (
    <>
      <AdminPageHeader title="Users">Every member account. Open one to see its details or change its membership tier.</AdminPageHeader>
      <UserSearch
        label="Search members"
        caption="Members"
        listAtOnce
        actions={(member) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-haspopup="dialog"
              aria-label={`Open: ${member.fullName || member.email}`}
              onClick={() => setOpen(member)}
            >
              Open
            </Button>
            <ImpersonateButton target={member} viewer={viewer} />
          </>
        )}
      />
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? open.fullName || open.email : ''}
        side="wide"
      >
        {open && (
          <Suspense fallback={<Spinner />}>
            <UserDetail id={open.id} viewer={viewer} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
