import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function inviteUser(input: { email: string; fullName: string }) {
  return apiRequest('/api/admin/users/invite', { method: 'POST', body: input, parse: zodParser(OkResponse) });
}

/** POST /api/admin/users/invite (admin+): an account and a one-time sign-in link by email. */
export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser });
}
