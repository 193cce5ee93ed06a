import { useQuery } from '@tanstack/react-query';
import { SalesReport, type SalesQuery } from '#shared/contracts/shop-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

type Query = Required<Pick<SalesQuery, 'period' | 'mode'>>;

/** The query string of a sales report (also the CSV export's). */
export const salesSearch = (query: Query) => new URLSearchParams(query).toString();

/** GET /api/admin/sales (super_admin): revenue, refunds and net by period and product, in cents. */
export function useSales(query: Query) {
  return useQuery({
    queryKey: ['admin', 'sales', query.period, query.mode],
    queryFn: ({ signal }) => apiRequest(`/api/admin/sales?${salesSearch(query)}`, { parse: zodParser(SalesReport), signal }),
    staleTime: 0,
  });
}
