import { MembershipSalesReport } from '#shared/contracts/membership-sales';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/sales/memberships (super_admin): MRR, members by tier and interval, and the last 12 months. */
export function useMembershipSales(mode: 'live' | 'test') {
  return useFreshQuery(
    ['admin', 'sales', 'memberships', mode],
    `/api/admin/sales/memberships?mode=${mode}&months=12`,
    MembershipSalesReport,
  );
}
