import { AnalyticsOverview } from '#shared/contracts/admin-analytics';
import { useFreshQuery } from '#web/lib/api-hooks';
import { rangeQuery, type DayRange } from '../lib/day-range';

/** GET /api/admin/analytics/overview (analyst and above): the funnel, cohorts and counts of a range. */
export function useAnalyticsOverview(range: DayRange) {
  return useFreshQuery(['admin', 'analytics', range], `/api/admin/analytics/overview?${rangeQuery(range)}`, AnalyticsOverview);
}
