import { EMAIL_STATUSES, EmailListResponse } from '#shared/contracts/admin';
import { useFreshPages } from '#web/lib/paged-query';

export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export interface EmailFilter {
  status: EmailStatus | '';
  q: string;
}

/** GET /api/admin/emails?status=&q= (super_admin): the outbox and sent log, newest first, a page at a time. */
export function useEmails({ status, q }: EmailFilter) {
  const params = new URLSearchParams({ q });
  if (status) params.set('status', status);
  return useFreshPages(['admin', 'emails', { status, q }], '/api/admin/emails', params, EmailListResponse);
}
