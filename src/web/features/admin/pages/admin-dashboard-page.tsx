import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { displayName } from '#shared/auth/display-name';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { CrisisCardCounts } from '../components/crisis-card-counts';
import { visibleAdminNav } from '../components/admin-nav';
import { ImpersonateButton } from '../components/impersonate-button';
import { roleWords } from '../components/role-badge';
import { StaffRoleBadge } from '../components/staff-role-badge';
import { TeamDocs } from '../components/team-docs';
import { UserSearch } from '../components/user-search';
import { Notice } from '#web/components/ui/notice';
import { neededRoleOf } from '#web/lib/staff-only';
import { hasRank, useViewer } from '../components/use-viewer';

// The invite form (its own fields and checks) comes after the dashboard's first code (the page's budget).
const InviteForm = lazy(() => import('../components/invite-form').then((m) => ({ default: m.InviteForm })));

/**
 * /admin: a greeting with the viewer's role, quick links, the crisis card counts, and (super_admin,
 * like the users page and its API: decision 060) find a member and invite.
 */
export default function AdminDashboardPage() {
  const viewer = useViewer();
  const links = visibleAdminNav(viewer.role).filter((item) => item.to !== '/admin');
  const canManageUsers = hasRank(viewer.role, 'super_admin');
  const neededRole = neededRoleOf(useLocation().state);

  return (
    <>
      <AdminPageHeader title="Admin Dashboard" />
      {neededRole && (
        <Notice tone="info" title="That page needs another role" className="mb-6">
          The page you opened is for the {roleWords(neededRole)} role and above. If you need it for your work, ask a super admin.
        </Notice>
      )}
      <p className="-mt-3 mb-8 flex flex-wrap items-center gap-2 text-lg">
        Hello{viewer.user ? `, ${displayName(viewer.user)}` : ''}. You are signed in as
        <StaffRoleBadge role={viewer.role} size="lg" />
      </p>

      <AdminSection title="Quick links">
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {links.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-14 items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 font-semibold shadow-sm transition-colors duration-150 ease-out hover:bg-muted"
              >
                <Icon aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0 text-primary" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" strokeWidth={1.75} className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </AdminSection>

      <TeamDocs role={viewer.role} />

      <AdminSection
        title="Crisis cards shown"
        description="How often the safety net showed crisis lines, by day, page and tier. We keep these numbers only, never the words that triggered a card or who wrote them."
      >
        <CrisisCardCounts />
      </AdminSection>

      {canManageUsers && (
        <AdminSection title="Find a member" description="Look someone up, and view the app as they see it when you need to help them.">
          <UserSearch
            label="Find a member"
            caption="Members found"
            actions={(member) => <ImpersonateButton target={member} viewer={viewer} />}
          />
        </AdminSection>
      )}

      {canManageUsers && (
        <AdminSection title="Invite someone" description="We create their account and email them a one-time link to sign in.">
          <Suspense fallback={<Spinner label="Loading the invite form..." />}>
            <InviteForm />
          </Suspense>
        </AdminSection>
      )}
    </>
  );
}
