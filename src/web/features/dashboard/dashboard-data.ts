import type { PageData } from '#web/app/start-page';
import { prefetchQuery } from '#web/lib/prefetch-queries';
import { assessmentHubQuery } from '../assessments/api/get-assessment-hub';
import { journeyQuery } from '../plan/api/get-journey';
import { planQuery } from '../plan/api/get-plan';
import { soulprintSummaryQuery } from '../soulprint/api/get-soulprint-summary';

/** The dashboard's cards ask their questions together, as navigation to it starts (decision 073). */
const prefetchDashboard: PageData = (queryClient) =>
  Promise.all([
    prefetchQuery(queryClient, soulprintSummaryQuery),
    prefetchQuery(queryClient, planQuery),
    prefetchQuery(queryClient, journeyQuery),
    prefetchQuery(queryClient, assessmentHubQuery),
  ]);

export default prefetchDashboard;
