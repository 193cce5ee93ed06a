import { useMutation } from '@tanstack/react-query';
import { type ChangeEmailInput, OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function changeEmail(input: ChangeEmailInput) {
  return apiRequest('/api/account/email', { method: 'POST', body: input, parse: zodParser(OkResponse) });
}

/** POST /api/account/email: sends a confirmation link to the new address (after the password check). */
export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
