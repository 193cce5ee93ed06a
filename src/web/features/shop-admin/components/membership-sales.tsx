import type { MembershipSalesReport } from '#shared/contracts/membership-sales';
import { AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { formatMonth } from '#web/lib/dates';
import { useMembershipSales } from '../api/get-membership-sales';
import { formatMoney } from '../lib/money';
import { FigureGrid } from './figure-grid';
import { INTERVAL_ADVERB } from '#web/lib/interval-words';

const TIER = { premium: 'Premium', elite: 'Elite' } as const;
const MONTH_FIGURES = ['New', 'Canceled', 'Churned'].map((label) => ({ label, className: 'text-right' }));

function Figures({ report }: { report: MembershipSalesReport }) {
  const paying = report.active.reduce((sum, row) => sum + row.members, 0);
  const cells = [
    ['Monthly recurring revenue', formatMoney(report.mrrCents)],
    ['Paying members', String(paying)],
    ['With a hardship level', String(report.hardshipMembers)],
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <FigureGrid cells={cells} columns="grid-cols-1 sm:grid-cols-3" />
      <AdminTable caption={`Paying members by plan, ${report.mode}`} columns={['Plan', { label: 'Members', className: 'text-right' }]}>
        {report.active.map((row) => (
          <tr key={`${row.tier}-${row.interval}`} className={rowClasses}>
            <Th scope="row">
              {TIER[row.tier as keyof typeof TIER] ?? row.tier}, {INTERVAL_ADVERB[row.interval]}
            </Th>
            <Td className="text-right tabular-nums">{row.members}</Td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable caption={`Memberships by month, ${report.mode}`} columns={['Month', ...MONTH_FIGURES]}>
        {report.months.map((row) => (
          <tr key={row.month} className={rowClasses}>
            <Th scope="row">{formatMonth(row.month)}</Th>
            {[row.new, row.canceled, row.churned].map((value, i) => (
              <Td key={i} className="text-right tabular-nums">
                {value}
              </Td>
            ))}
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/**
 * Memberships on /admin/sales (decision 094): MRR after hardship levels, paying members by plan,
 * and new, canceled and churned memberships per month, in the mode the page shows.
 */
export function MembershipSales({ mode }: { mode: 'live' | 'test' }) {
  const report = useMembershipSales(mode);
  return (
    <AdminSection
      title="Memberships"
      description="Paying means active or with a failed payment still in its grace. A yearly plan counts a twelfth of its price a month."
    >
      <QueryState query={report} what="the membership figures">
        {(data) => <Figures report={data} />}
      </QueryState>
    </AdminSection>
  );
}
