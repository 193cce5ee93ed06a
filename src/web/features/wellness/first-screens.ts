import type { PageData } from '#web/app/start-page';
import { prefetchFirstPage, prefetchQuery } from '#web/lib/prefetch-queries';
import { soulprintSummaryQuery } from '../soulprint/api/get-soulprint-summary';
import { trendsQuery } from './api/get-trends';
import { ALL_ENTRIES, journalEntriesQuery } from './api/list-journal-entries';
import { stateChecksQuery } from './api/list-state-checks';
import { DEFAULT_TREND_RANGE, REFLECTION_DAYS } from './lib/trends-path';

/** The wellness pages' first screens, asked for as navigation to them starts (decision 073). */
export const prefetchWellnessDashboard: PageData = (queryClient) => prefetchQuery(queryClient, trendsQuery(DEFAULT_TREND_RANGE));
export const prefetchReflection: PageData = (queryClient) => prefetchQuery(queryClient, trendsQuery(REFLECTION_DAYS));
// The journal's first page only: its tags (GET /api/journal/tags) are asked as the page renders,
// since every answer asked ahead is named in the first load (start-page.ts), which has no room.
export const prefetchJournal: PageData = (queryClient) => prefetchFirstPage(queryClient, journalEntriesQuery(ALL_ENTRIES));
export const prefetchNervousSystem: PageData = (queryClient) =>
  Promise.all([prefetchQuery(queryClient, soulprintSummaryQuery), prefetchQuery(queryClient, stateChecksQuery)]);
