import { useQuery } from '@tanstack/react-query';
import { SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { getQuery } from '#web/lib/get-query';
import { SOULPRINT_KEYS } from './query-keys';

/** The summary's query, shared by the hook and the dashboard's prefetch (decision 073). */
export const soulprintSummaryQuery = getQuery(SOULPRINT_KEYS.summary, '/api/soulprint/summary', SoulprintSummaryResponse);

/**
 * GET /api/soulprint/summary (member): the light summary for the home intro, welcome back and the
 * dashboard hero. Asked only while someone is signed in (`enabled`).
 */
export function useSoulprintSummary(enabled = true) {
  return useQuery({ ...soulprintSummaryQuery, enabled });
}
