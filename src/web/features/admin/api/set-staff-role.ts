import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '#shared/access/policy';
import { UserSummary } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function setStaffRole(id: string, role: StaffRole | null) {
  return apiRequest(`/api/admin/staff/${encodeURIComponent(id)}`, { method: 'PUT', body: { role }, parse: zodParser(UserSummary) });
}

/** PUT /api/admin/staff/:id (super_admin): grant or change a role, or revoke it with null. */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole | null }) => setStaffRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
