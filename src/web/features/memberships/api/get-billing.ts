import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, MembershipBilling } from '#shared/contracts/memberships-billing';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const BILLING_KEY = ['memberships', 'billing'] as const;

/** GET /api/memberships/billing (member): tier, its source, the membership and its payment status. */
export function useMembershipBilling(enabled = true) {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: ({ signal }) => apiRequest(MEMBERSHIP_BILLING_API.billing, { parse: zodParser(MembershipBilling), signal }),
    enabled,
    staleTime: 60_000,
  });
}
