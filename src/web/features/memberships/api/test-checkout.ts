import { useMutation, useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, MembershipTestCheckout, NextStep } from '#shared/contracts/memberships-billing';
import { apiRequest, zodParser } from '#web/lib/api-client';

const path = (sessionId: string) => `${MEMBERSHIP_BILLING_API.testCheckout}/${encodeURIComponent(sessionId)}`;

/** GET /api/memberships/test-checkout/:sessionId (member): the membership the built-in test checkout is about to start. */
export function useMembershipTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['memberships', 'test-checkout', sessionId],
    queryFn: ({ signal }) => apiRequest(path(sessionId), { parse: zodParser(MembershipTestCheckout), signal }),
    staleTime: 0,
  });
}

/** POST /api/memberships/test-checkout/:sessionId: pay (through the signed webhook pipeline) or go back. */
export function useFinishTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (outcome: 'pay' | 'cancel') =>
      apiRequest(path(sessionId), { method: 'POST', body: { outcome }, parse: zodParser(NextStep) }),
  });
}
