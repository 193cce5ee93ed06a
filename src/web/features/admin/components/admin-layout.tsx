import { LogOut, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { useSession } from '#web/features/auth/api/get-session';
import { useAdminCheck } from '../api/check-admin';
import { visibleAdminNav } from './admin-nav';
import { AdminNavList } from './admin-nav-list';
import { StaffRoleBadge } from './staff-role-badge';
import { useStaffSignOut } from './use-staff-sign-out';

/**
 * Spec 2.7 admin layout around every staff page: the role badge, a fixed sidebar on wide
 * screens and a slide-out menu on narrow ones (entries the viewer's rank may open), Sign Out.
 */
export default function AdminLayout() {
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);
  const items = visibleAdminNav(role);
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useStaffSignOut();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1">
      <div className="hidden w-64 shrink-0 border-r border-border lg:block">
        <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
          <AdminNavList items={items} label="Admin" />
        </div>
      </div>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mb-8 flex flex-wrap items-center gap-3 border-b border-border pb-4">
          <Button
            variant="outline"
            size="sm"
            className="lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" strokeWidth={1.75} />
            Admin menu
          </Button>
          <p className="font-semibold">Back office</p>
          <span className="sr-only">Your role:</span>
          <StaffRoleBadge role={role} />
          <Button variant="ghost" size="sm" className="ml-auto" pending={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" strokeWidth={1.75} />
            Sign Out
          </Button>
        </div>
        {signOut.isError && (
          <Notice tone="error" title="We could not sign you out" className="mb-6">
            Please check your connection and try again.
          </Notice>
        )}
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </div>

      <Dialog side="left" open={menuOpen} onOpenChange={setMenuOpen} title="Admin menu">
        <AdminNavList items={items} label="Admin menu" onNavigate={() => setMenuOpen(false)} />
      </Dialog>
    </div>
  );
}
