import { Done, type ReportInput } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

/** POST /api/lounge/reports (member): a private report for the moderators. */
export function useReport() {
  return useRefreshingMutation((input: ReportInput) => sendJson('POST', '/api/lounge/reports', input, Done), LOUNGE_KEY);
}
