import type { PageData } from '#web/app/start-page';
import { prefetchFirstPage, prefetchQuery } from '#web/lib/prefetch-queries';
import { soulprintSummaryQuery } from '../soulprint/api/get-soulprint-summary';
import { trendsQuery } from './api/get-trends';
import { ALL_ENTRIES, journalEntriesQuery } from './api/list-journal-entries';
import { journalTagsQuery } from './api/list-journal-tags';
import { stateChecksQuery } from './api/list-state-checks';
import { DEFAULT_TREND_RANGE, REFLECTION_DAYS } from './lib/trends-path';

/** The wellness pages' first screens, asked for as navigation to them starts (decision 073). */
export const prefetchWellnessDashboard: PageData = (queryClient) => prefetchQuery(queryClient, trendsQuery(DEFAULT_TREND_RANGE));
export const prefetchReflection: PageData = (queryClient) => prefetchQuery(queryClient, trendsQuery(REFLECTION_DAYS));
export const prefetchJournal: PageData = (queryClient) =>
  Promise.all([prefetchFirstPage(queryClient, journalEntriesQuery(ALL_ENTRIES)), prefetchQuery(queryClient, journalTagsQuery)]);
export const prefetchNervousSystem: PageData = (queryClient) =>
  Promise.all([prefetchQuery(queryClient, soulprintSummaryQuery), prefetchQuery(queryClient, stateChecksQuery)]);
