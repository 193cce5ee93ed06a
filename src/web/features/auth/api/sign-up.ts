import { SignUpResponse, type SignUpInput } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/account/sign-up: the same answer whether or not the address already had an account. */
export function signUp(input: SignUpInput) {
  return apiRequest('/api/account/sign-up', { method: 'POST', body: input, parse: zodParser(SignUpResponse) });
}
