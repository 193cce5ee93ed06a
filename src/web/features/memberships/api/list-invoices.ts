import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, MembershipInvoiceList } from '#shared/contracts/memberships-billing';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const INVOICES_KEY = ['memberships', 'invoices'] as const;

/** GET /api/memberships/invoices (member): the member's membership invoices, receipts when paid. */
export function useMembershipInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => apiRequest(MEMBERSHIP_BILLING_API.invoices, { parse: zodParser(MembershipInvoiceList), signal }),
    staleTime: 0,
  });
}
