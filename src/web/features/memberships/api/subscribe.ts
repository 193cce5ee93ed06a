import { useMutation } from '@tanstack/react-query';
import { MEMBERSHIP_BILLING_API, SubscribeStarted, type SubscribeInput } from '#shared/contracts/memberships-billing';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/memberships/subscribe (member): the tier and interval; the server prices it and answers where to go. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (input: SubscribeInput) =>
      apiRequest(MEMBERSHIP_BILLING_API.subscribe, { method: 'POST', body: input, parse: zodParser(SubscribeStarted) }),
  });
}
