import type { PageData } from '#web/app/start-page';
import { prefetchQuery } from '#web/lib/prefetch-queries';
import { latestCheckinQuery } from './api/get-latest-checkin';
import { wellnessPreferencesQuery } from './api/get-preferences';

/**
 * What the burnout check reminder needs to decide whether it shows (the member's rhythm and the
 * last check; start-page.ts loads its code), asked for with a page it belongs on (decision 073), so that it is placed
 * above the page at the same moment as the page rather than pushing it down afterwards.
 */
const prefetchReminder: PageData = (queryClient) =>
  Promise.all([prefetchQuery(queryClient, wellnessPreferencesQuery), prefetchQuery(queryClient, latestCheckinQuery)]);

export default prefetchReminder;
