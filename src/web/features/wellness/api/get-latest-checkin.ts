import { useQuery } from '@tanstack/react-query';
import { LatestCheckinResponse } from '#shared/contracts/wellness';
import { getQuery } from '#web/lib/get-query';
import { WELLNESS_KEYS } from './query-keys';

export const latestCheckinQuery = getQuery(WELLNESS_KEYS.latestCheckin, '/api/wellness/checkins/latest', LatestCheckinResponse);

/** GET /api/wellness/checkins/latest (member): when the last burnout check was (spec 7), or null. */
export function useLatestCheckin(enabled = true) {
  return useQuery({ ...latestCheckinQuery, enabled });
}
