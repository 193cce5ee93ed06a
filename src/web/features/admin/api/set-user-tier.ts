import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipTier } from '#shared/access/policy';
import { UserSummary } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function setUserTier(id: string, tier: MembershipTier) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/tier`, { method: 'PUT', body: { tier }, parse: zodParser(UserSummary) });
}

/** PUT /api/admin/users/:id/tier: sets a member's membership tier (audited). */
export function useSetUserTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tier }: { id: string; tier: MembershipTier }) => setUserTier(id, tier),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
