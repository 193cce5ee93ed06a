import { useQuery } from '@tanstack/react-query';
import { ADMIN_CHECK_TIMEOUT_MS, AdminCheckResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** Spec 8: the reason an admin check gives up. */
export const ADMIN_CHECK_TIMEOUT_REASON = 'Admin check timeout';
export const NOT_ADMIN: AdminCheckResponse = { isAdmin: false, role: null };

/**
 * Spec 6 "is_admin": GET /api/admin/check, given up after 5 seconds. An error or the timeout
 * means "not admin", silently (spec 8). Only a cancellation by the caller is passed on.
 */
export async function checkAdmin(signal?: AbortSignal, timeoutMs = ADMIN_CHECK_TIMEOUT_MS): Promise<AdminCheckResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(ADMIN_CHECK_TIMEOUT_REASON, 'TimeoutError')), timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const reply = await apiRequest('/api/admin/check', { parse: zodParser(AdminCheckResponse), signal: controller.signal });
    return reply.isAdmin && reply.role ? reply : NOT_ADMIN;
  } catch (error) {
    if (signal?.aborted) throw error;
    return NOT_ADMIN;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

export const adminCheckKey = (userId: string | null) => ['admin-check', userId] as const;

/** The signed-in person's staff role from the server's admin check; `role` is null for anyone else. */
export function useAdminCheck(userId: string | null) {
  const query = useQuery({
    queryKey: adminCheckKey(userId),
    queryFn: ({ signal }) => checkAdmin(signal),
    enabled: userId !== null,
    retry: false,
  });
  return { role: query.data?.role ?? null, isPending: userId !== null && query.isPending };
}
