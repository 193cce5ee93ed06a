import { useMutation } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, PortalOpened } from '#shared/contracts/memberships-billing';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/memberships/portal (member): Stripe's customer portal, or the in-app test portal's path. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiRequest(MEMBERSHIP_BILLING_API.portal, { method: 'POST', body: {}, parse: zodParser(PortalOpened) }),
  });
}
