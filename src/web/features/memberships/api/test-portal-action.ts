import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, MembershipBilling, type PortalAction } from '#shared/contracts/memberships-billing';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/get-session';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { BILLING_KEY } from './get-billing';
import { INVOICES_KEY } from './list-invoices';

/**
 * POST /api/memberships/test-portal (member, test mode): change tier or interval, cancel at period
 * end, resume. The answer is the new billing view; the session (tier) and receipts are asked again.
 */
export function useTestPortalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PortalAction) =>
      apiRequest(MEMBERSHIP_BILLING_API.testPortal, { method: 'POST', body: action, parse: zodParser(MembershipBilling) }),
    onSuccess: (billing) => {
      client.setQueryData(BILLING_KEY, billing);
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
