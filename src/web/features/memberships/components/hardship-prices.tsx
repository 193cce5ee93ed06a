import { formatCents } from '#shared/money';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import { TableScroller } from '#web/components/table-scroller';
import { discountedMonthlyCents, MEMBERSHIP_PLANS } from '#shared/memberships/plans';

const PAID = MEMBERSHIP_PLANS.filter((plan) => plan.monthlyPriceCents > 0);

/**
 * What each paid membership costs a month at each hardship level (from the one price list). A row
 * per level and a column per membership, so the table fits a phone without scrolling sideways.
 */
export function HardshipPrices() {
  const rows = [
    { label: 'Usual price', cents: (plan: (typeof PAID)[number]) => plan.monthlyPriceCents },
    ...HARDSHIP_LEVELS.map((level) => ({
      label: `${level} % off`,
      cents: (plan: (typeof PAID)[number]) => discountedMonthlyCents(plan, level),
    })),
  ];
  return (
    <TableScroller caption="Monthly prices with a hardship discount" className="rounded-card border border-border bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Monthly prices with a hardship discount</caption>
        <thead>
          <tr className="border-b border-border bg-muted text-sm">
            <th scope="col" className="px-4 py-3 font-semibold">
              A month
            </th>
            {PAID.map((plan) => (
              <th key={plan.tier} scope="col" className="px-4 py-3 font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {row.label}
              </th>
              {PAID.map((plan) => (
                <td key={plan.tier} className="px-4 py-3 tabular-nums">
                  {formatCents(row.cents(plan))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
