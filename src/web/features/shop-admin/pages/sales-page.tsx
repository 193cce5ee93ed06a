import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { SalesReport } from '#shared/contracts/shop-admin';
import type { SalesPeriod } from '#shared/shop/sales';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, TableNote, Td, Th, rowClasses } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { buttonVariants } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { Switch } from '#web/components/ui/switch';
import { formatDay, formatMonth } from '#web/lib/dates';
import { salesSearch, useSales } from '../api/get-sales';
import { MembershipSales } from '../components/membership-sales';
import { FigureGrid } from '../components/figure-grid';
import { formatMoney } from '../lib/money';

const PERIOD_OPTIONS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week (from Monday)' },
  { value: 'month', label: 'Month' },
] as const;
const PERIOD_HEADING: Record<SalesPeriod, string> = { day: 'Day', week: 'Week starting', month: 'Month' };
const toPeriod = (value: string): SalesPeriod => (value === 'week' || value === 'month' ? value : 'day');

function periodLabel(start: string, period: SalesPeriod) {
  return period === 'month' ? formatMonth(start.slice(0, 7)) : formatDay(start);
}

function Totals({ report }: { report: SalesReport }) {
  const cells = [
    ['Orders', String(report.totals.orders)],
    ['Revenue', formatMoney(report.totals.revenueCents)],
    ['Refunds', formatMoney(report.totals.refundsCents)],
    ['Net', formatMoney(report.totals.netCents)],
  ] as const;
  return <FigureGrid cells={cells} columns="grid-cols-2 sm:grid-cols-4" />;
}

type Money = { revenueCents: number; refundsCents: number; netCents: number };
type SalesRow = Money & { key: string; label: string; count: number };

/** One table of the report: a row header, a count, then revenue, refunds and net in dollars. */
function SalesTable({
  caption,
  first,
  count,
  rows,
  empty,
}: {
  caption: string;
  first: string;
  count: string;
  rows: SalesRow[];
  empty: string;
}) {
  return (
    <AdminTable
      caption={caption}
      className="min-w-[36rem]"
      columns={[first, ...[count, 'Revenue', 'Refunds', 'Net'].map((label) => ({ label, className: 'text-right' }))]}
    >
      {rows.length === 0 && <TableNote columns={5}>{empty}</TableNote>}
      {rows.map((row) => (
        <tr key={row.key} className={rowClasses}>
          <Th scope="row">{row.label}</Th>
          {[String(row.count), formatMoney(row.revenueCents), formatMoney(row.refundsCents), formatMoney(row.netCents)].map((value, i) => (
            <Td key={i} className="text-right tabular-nums">
              {value}
            </Td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}

function Report({ report }: { report: SalesReport }) {
  const mode = report.mode === 'test' ? 'test' : 'live';
  const empty = `No ${mode} sales between ${formatDay(report.from)} and ${formatDay(report.to)}.`;
  return (
    <>
      <p className="mb-4 text-muted-foreground">
        {formatDay(report.from)} to {formatDay(report.to)} (UTC), {mode} orders{report.mode === 'test' ? ': no money moved' : ''}.
      </p>
      <Totals report={report} />
      <AdminSection title={`By ${report.period}`}>
        <SalesTable
          caption={`Sales by ${report.period}, ${mode}`}
          first={PERIOD_HEADING[report.period]}
          count="Orders"
          rows={report.buckets.map((b) => ({ ...b, key: b.start, label: periodLabel(b.start, report.period), count: b.orders }))}
          empty={empty}
        />
      </AdminSection>
      <AdminSection title="By product" description="An order's total and its refunds are shared among its items by what each came to.">
        <SalesTable
          caption={`Sales by product, ${mode}`}
          first="Product"
          count="Sold"
          rows={report.products.map((p) => ({ ...p, key: p.productId, label: p.title, count: p.quantity }))}
          empty={empty}
        />
      </AdminSection>
    </>
  );
}

/**
 * /admin/sales (super_admin, spec 2.7): revenue, refunds and net by day, week or month and by
 * product over the last 90 days, live and test apart, and the same as CSV.
 */
export function SalesPage() {
  const [period, setPeriod] = useState<SalesPeriod>('day');
  const [test, setTest] = useState(false);
  const mode = test ? 'test' : 'live';
  const report = useSales({ period, mode });
  const switchLabel = useId();
  const switchHint = useId();
  const csv = (by: 'period' | 'product') => `/api/admin/sales.csv?${salesSearch({ period, mode })}&by=${by}`;

  return (
    <>
      <AdminPageHeader title="Sales">
        Revenue is what buyers paid, counted on the day they paid; refunds are counted on the day they were made; net is the one less the
        other. Days are UTC days.
      </AdminPageHeader>
      <div className="mb-6 flex flex-wrap items-end gap-6">
        <SelectField
          label="Group by"
          name="period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(event) => setPeriod(toPeriod(event.target.value))}
          className="w-56"
        />
        <div className="flex flex-col gap-1.5">
          <span id={switchLabel} className="font-semibold">
            Test mode orders
          </span>
          <div className="flex items-center gap-3">
            <Switch checked={test} onCheckedChange={setTest} aria-labelledby={switchLabel} aria-describedby={switchHint} />
            <span id={switchHint} className="text-sm text-muted-foreground">
              {test ? 'Showing test orders: no money moved.' : 'Showing live orders.'}
            </span>
          </div>
        </div>
      </div>
      <div className="mb-6 flex flex-wrap gap-3">
        <a href={csv('period')} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" strokeWidth={1.75} />
          Download CSV by {period}
        </a>
        <a href={csv('product')} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" strokeWidth={1.75} />
          Download CSV by product
        </a>
      </div>
      <QueryState query={report} what="the sales">
        {(data) => <Report report={data} />}
      </QueryState>
      <MembershipSales mode={mode} />
    </>
  );
}
