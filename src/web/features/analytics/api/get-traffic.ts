import { TrafficOverview } from '#shared/contracts/admin-analytics';
import { useFreshQuery } from '#web/lib/api-hooks';
import { rangeQuery, type DayRange } from '../lib/day-range';

/** GET /api/admin/traffic (analyst and above): views, visitors, pages, sources, devices and vitals. */
export function useTraffic(range: DayRange) {
  return useFreshQuery(['admin', 'traffic', range], `/api/admin/traffic?${rangeQuery(range)}`, TrafficOverview);
}
