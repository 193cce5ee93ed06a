import { useQuery } from '@tanstack/react-query';
import { StateCheckListResponse } from '#shared/contracts/wellness';
import { getQuery } from '#web/lib/get-query';
import { WELLNESS_KEYS } from './query-keys';

/** GET /api/wellness/state-checks (member): the member's last 60 state checks, newest first. */
export const stateChecksQuery = getQuery(WELLNESS_KEYS.stateChecks, '/api/wellness/state-checks', StateCheckListResponse);

export function useStateChecks() {
  return useQuery(stateChecksQuery);
}
