import { useQuery } from '@tanstack/react-query';
import { SofiaInsightsResponse } from '#shared/contracts/sofia-insights';
import { getQuery } from '#web/lib/get-query';

/** The member's time zone, so that their days and weekdays are their own. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/sofia/insights (member): Personal Guidance's patterns and predictions, or what it offers. */
export function useSofiaInsights() {
  return useQuery(
    getQuery(['sofia', 'insights'], `/api/sofia/insights?timeZone=${encodeURIComponent(timeZone())}`, SofiaInsightsResponse, 5 * 60_000),
  );
}
