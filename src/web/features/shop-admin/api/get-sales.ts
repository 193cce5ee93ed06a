import { SalesReport, type SalesQuery } from '#shared/contracts/shop-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

type Query = Required<Pick<SalesQuery, 'period' | 'mode'>>;

/** The query string of a sales report (also the CSV export's). */
export const salesSearch = (query: Query) => new URLSearchParams(query).toString();

/** GET /api/admin/sales (super_admin): revenue, refunds and net by period and product, in cents. */
export function useSales(query: Query) {
  return useFreshQuery(['admin', 'sales', query.period, query.mode], `/api/admin/sales?${salesSearch(query)}`, SalesReport);
}
