import { type IdentityInput, LoungeMe } from '#shared/contracts/lounge';
import { sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { LOUNGE_ME_KEY } from './query-keys';

/** POST /api/lounge/me/identity (member): the first name or a pseudonym, chosen once. */
export function useChooseIdentity() {
  return useCachingMutation((input: IdentityInput) => sendJson('POST', '/api/lounge/me/identity', input, LoungeMe), LOUNGE_ME_KEY);
}
