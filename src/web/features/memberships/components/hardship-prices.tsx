import { formatCents } from '#shared/money';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import { TableScroller } from '#web/components/table-scroller';
import { discountedMonthlyCents, MEMBERSHIP_PLANS } from '#shared/memberships/plans';

const PAID = MEMBERSHIP_PLANS.filter((plan) => plan.monthlyPriceCents > 0);

/** What each paid membership costs a month at each hardship level (from the one price list). */
export function HardshipPrices() {
  return (
    <TableScroller caption="Monthly prices with a hardship discount" className="rounded-card border border-border bg-surface">
      <table className="w-full min-w-[28rem] border-collapse text-left">
        <caption className="sr-only">Monthly prices with a hardship discount</caption>
        <thead>
          <tr className="border-b border-border bg-muted text-sm">
            <th scope="col" className="px-4 py-3 font-semibold">
              Membership
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Usual price
            </th>
            {HARDSHIP_LEVELS.map((level) => (
              <th key={level} scope="col" className="px-4 py-3 font-semibold">
                {level} % off
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAID.map((plan) => (
            <tr key={plan.tier} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {plan.name}
              </th>
              <td className="px-4 py-3">{formatCents(plan.monthlyPriceCents)} a month</td>
              {HARDSHIP_LEVELS.map((level) => (
                <td key={level} className="px-4 py-3">
                  {formatCents(discountedMonthlyCents(plan, level))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
