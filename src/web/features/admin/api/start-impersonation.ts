import { useMutation } from '@tanstack/react-query';
import { StartImpersonationResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { pageNavigation } from '#web/lib/page-navigation';
import { saveReturnPath } from '../impersonation/return-path';
import { saveImpersonation } from '../impersonation/stored-impersonation';

/**
 * POST /api/admin/impersonation (admin+, spec 7 admin-impersonate-user): the server swaps this
 * browser's session cookie for a 24-hour session of the member and keeps the staff session aside.
 */
export function startImpersonation(input: { target_user_id: string; reason: string; reason_confirmed: true }) {
  return apiRequest('/api/admin/impersonation', { method: 'POST', body: input, parse: zodParser(StartImpersonationResponse) });
}

/**
 * Starts viewing as a member. On success the spec 9 records are stored for the banner (no tokens:
 * the sessions are httpOnly cookies), with the page to come back to, and the browser loads
 * /dashboard afresh as that member.
 */
export function useStartImpersonation(adminUserId: string) {
  return useMutation({
    mutationFn: startImpersonation,
    onSuccess: (reply) => {
      const now = Date.now();
      saveImpersonation(
        localStorage,
        {
          adminUserId,
          targetUserId: reply.user.id,
          sessionId: reply.impersonation_session_id,
          timestamp: now,
          expiresAt: Date.parse(reply.expiresAt),
        },
        reply.user,
      );
      saveReturnPath(`${window.location.pathname}${window.location.search}`);
      pageNavigation.assign('/dashboard');
    },
  });
}
