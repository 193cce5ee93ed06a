import { LoungeMe } from '#shared/contracts/lounge';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { LOUNGE_ME_KEY } from './query-keys';

/** POST /api/lounge/me/guidelines (member): accepts this version of the community guidelines. */
export function useAcceptGuidelines() {
  return useCachingMutation((version: string) => sendJson('POST', '/api/lounge/me/guidelines', { version }, LoungeMe), LOUNGE_ME_KEY);
}
