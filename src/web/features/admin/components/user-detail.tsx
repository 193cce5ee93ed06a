import { lazy, type ReactNode, Suspense } from 'react';
import { QueryState } from '#web/components/query-state';
import { useUserDetail } from '../api/get-user-detail';
import { formatDateTime } from '#web/lib/dates';
import { ImpersonateButton } from './impersonate-button';
import { StaffRoleBadge } from './staff-role-badge';
import { MemberMetricsPanel } from './member-metrics-panel';
import type { useViewer } from './use-viewer';
import { Spinner } from '#web/components/ui/spinner';

// The membership panel (grants, test renewals) comes with its own code, after the member's details:
// it keeps the dialog's first code within its budget (ARCHITECTURE.md §5).
const MembershipPanel = lazy(() => import('./membership-panel').then((m) => ({ default: m.MembershipPanel })));

/** One member (GET /api/admin/users/:id): details, membership (tier, source, grants), and View as member. */
export function UserDetail({ id, viewer }: { id: string; viewer: ReturnType<typeof useViewer> }) {
  const detail = useUserDetail(id);
  return (
    <QueryState query={detail} what="this member" hint="Please close this and try again.">
      {(user) => <UserFacts user={user} viewer={viewer} />}
    </QueryState>
  );
}

function UserFacts({
  user,
  viewer,
}: {
  user: NonNullable<ReturnType<typeof useUserDetail>['data']>;
  viewer: ReturnType<typeof useViewer>;
}) {
  const facts: [string, ReactNode][] = [
    ['Email', <span className="wrap-anywhere">{user.email}</span>],
    ['Preferred name', user.preferredName || '—'],
    ['Role', user.staffRole ? <StaffRoleBadge role={user.staffRole} /> : 'Member'],
    ['Email confirmed', user.emailVerified ? 'Yes' : 'Not yet'],
    ['Joined', formatDateTime(user.createdAt)],
    ['Active sessions', user.activeSessions],
    ['People they referred', user.referralCount],
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<Spinner label="Loading the membership..." />}>
        <MembershipPanel id={user.id} />
      </Suspense>
      <MemberMetricsPanel id={user.id} />
      <div>
        <ImpersonateButton target={user} viewer={viewer} />
      </div>
    </div>
  );
}
