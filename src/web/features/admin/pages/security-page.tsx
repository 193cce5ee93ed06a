import type { SecurityOverview } from '#shared/contracts/admin-security';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, TableNote, Td, Th } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { formatDateTime } from '#web/lib/dates';
import { errorText } from '#web/lib/server-error';
import { UNUSUAL_REASONS } from '#shared/security/unusual-activity';
import { useSecurity } from '../api/get-security';
import { useRevokeStaffSession } from '../api/revoke-staff-session';
import { AuditLog } from '../components/audit-log';
import { describeAction } from '../components/audit-words';
import { roleWords } from '../components/role-badge';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const UNUSUAL_RULE = `${Object.values(UNUSUAL_REASONS).join('; ')}.`;

function Headers({ data }: { data: SecurityOverview }) {
  return (
    <AdminSection title="Security headers" description="What the server sends with every answer, checked just now by asking it.">
      <ul className="flex flex-col gap-2">
        {data.headers.map((h) => {
          const expected = h.name !== 'strict-transport-security' || data.https;
          const ok = h.value !== null || !expected;
          return (
            <li key={h.name} className="wrap-anywhere">
              <span className="font-semibold">{h.name}</span>: {h.value ?? (expected ? 'Missing' : 'Not sent (only over https)')}{' '}
              <span className="sr-only">,</span>
              <span className={ok ? 'text-primary' : 'font-semibold text-destructive'}>{ok ? ' OK' : ' Needs attention'}</span>
            </li>
          );
        })}
      </ul>
    </AdminSection>
  );
}

/** Failed sign-ins per day, refused requests by route, and the accounts the rule flags (decision 141). */
function ActivityOverTime({ data }: { data: SecurityOverview }) {
  const failedInAll = data.failedSignInsPerDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <>
      <AdminSection title="Accounts with unusual activity" description={`In the last 24 hours: ${UNUSUAL_RULE}`}>
        <AdminTable caption="Accounts with unusual activity" columns={['Account', 'Why']}>
          {data.unusualAccounts.length === 0 && <TableNote columns={2}>No account looks unusual.</TableNote>}
          {data.unusualAccounts.map((a) => (
            <tr key={a.email} className={rowClasses}>
              <Th scope="row" className="font-normal whitespace-nowrap">
                {a.email}
              </Th>
              <Td>{a.reasons.join('; ')}</Td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
      <AdminSection
        title="Failed sign-ins over time"
        description={`${failedInAll} in the last ${data.failedSignInsPerDay.length} days, per day (UTC).`}
      >
        <AdminTable caption="Failed sign-ins per day" columns={['Day', 'Failed sign-ins']}>
          {data.failedSignInsPerDay.map((d) => (
            <tr key={d.day} className={rowClasses}>
              <Th scope="row" className="font-normal whitespace-nowrap">
                {d.day}
              </Th>
              <Td>{d.count}</Td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
      <AdminSection
        title="Rate-limit hits"
        description={`Requests refused for coming too fast in the last ${data.failedSignInsPerDay.length} days, by the route they asked for (one a minute per caller is recorded).`}
      >
        <AdminTable caption="Rate-limit hits" columns={['Route', 'Recorded hits', 'Callers', 'Last']}>
          {data.rateLimitHits.length === 0 && <TableNote columns={4}>No request was refused.</TableNote>}
          {data.rateLimitHits.map((r) => (
            <tr key={r.route} className={rowClasses}>
              <Th scope="row" className="font-normal wrap-anywhere">
                {r.route}
              </Th>
              <Td>{r.hits}</Td>
              <Td>{r.callers}</Td>
              <Td>{when(r.lastAt)}</Td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
    </>
  );
}

function StaffSessions({ data }: { data: SecurityOverview }) {
  const revoke = useRevokeStaffSession();
  return (
    <AdminSection title="Active staff sessions" description="Signing a session out ends it at once; it is recorded in the audit log.">
      {revoke.isError && (
        <Notice tone="error" className="mb-4">
          {errorText(revoke.error, 'We could not sign that session out. Please try again.')}
        </Notice>
      )}
      {revoke.isSuccess && (
        <Notice tone="success" className="mb-4">
          {revoke.data.revoked ? 'Signed out.' : 'That session had already ended.'}
        </Notice>
      )}
      <AdminTable
        caption="Active staff sessions"
        columns={['Who', 'Role', 'Signed in', 'Ends', 'Browser', { label: 'Actions', srOnly: true }]}
      >
        {data.staffSessions.length === 0 && <TableNote columns={6}>No staff are signed in.</TableNote>}
        {data.staffSessions.map((s) => (
          <tr key={s.id} className={rowClasses}>
            <Th scope="row" className="font-normal whitespace-nowrap">
              {s.email}
            </Th>
            <Td>{roleWords(s.role)}</Td>
            <Td>{when(s.createdAt)}</Td>
            <Td>{when(s.expiresAt)}</Td>
            <Td className="max-w-[16rem] truncate">{s.userAgent ?? '—'}</Td>
            <Td>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Sign out ${s.email}`}
                pending={revoke.isPending}
                onClick={() => revoke.mutate(s.id)}
              >
                Sign out
              </Button>
            </Td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}

/**
 * /admin/security (super_admin; issue 23): failed sign-ins by account and per day, rate-limit hits,
 * accounts with unusual activity, staff sessions with sign
 * out, impersonation history, the audit log, and a self-check of the security headers.
 */
export default function SecurityPage() {
  const security = useSecurity();
  return (
    <>
      <AdminPageHeader title="Security">
        Failed sign-ins, who on the staff is signed in, who viewed the app as a member, and what the server sends to keep people safe.
      </AdminPageHeader>
      <QueryState query={security} what="the security overview">
        {(data) => (
          <>
            <Headers data={data} />
            <AdminSection
              title="Failed sign-ins"
              description="By account, latest first. After a few failures in a row, each new try has to wait longer."
            >
              <AdminTable caption="Failed sign-ins" columns={['Account', 'Failures', 'Last failed', 'Locked until']}>
                {data.failedSignIns.length === 0 && <TableNote columns={4}>No failed sign-ins.</TableNote>}
                {data.failedSignIns.map((f, i) => (
                  <tr key={i} className={rowClasses}>
                    <Th scope="row" className="font-normal whitespace-nowrap">
                      {f.email ?? 'An address with no account'}
                    </Th>
                    <Td>{f.failures}</Td>
                    <Td>{when(f.lastFailedAt)}</Td>
                    <Td>{when(f.lockedUntil)}</Td>
                  </tr>
                ))}
              </AdminTable>
            </AdminSection>
            <ActivityOverTime data={data} />
            <StaffSessions data={data} />
            <AdminSection title="Impersonation history">
              <AdminTable caption="Impersonation history" columns={['When', 'Who', 'What', 'Whom', 'Reason']}>
                {data.impersonations.length === 0 && <TableNote columns={5}>No one has viewed the app as a member.</TableNote>}
                {data.impersonations.map((e, i) => (
                  <tr key={i} className={rowClasses}>
                    <Th scope="row" className="font-normal whitespace-nowrap">
                      {when(e.at)}
                    </Th>
                    <Td className="whitespace-nowrap">{e.actorEmail ?? '—'}</Td>
                    <Td>{describeAction(e.action)}</Td>
                    <Td className="whitespace-nowrap">{e.targetEmail ?? '—'}</Td>
                    <Td>{e.reason ?? '—'}</Td>
                  </tr>
                ))}
              </AdminTable>
            </AdminSection>
          </>
        )}
      </QueryState>
      <AdminSection title="Audit log">
        <AuditLog />
      </AdminSection>
    </>
  );
}
