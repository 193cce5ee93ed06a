import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_STATUSES, EmailListResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export interface EmailFilter {
  status: EmailStatus | '';
  q: string;
}

export function fetchEmails({ status, q }: EmailFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ q });
  if (status) query.set('status', status);
  return apiRequest(`/api/admin/emails?${query}`, { parse: zodParser(EmailListResponse), signal });
}

/** GET /api/admin/emails?status=&q= (super_admin): the outbox and sent log, newest first. */
export function useEmails(filter: EmailFilter) {
  return useQuery({
    queryKey: ['admin', 'emails', filter],
    queryFn: ({ signal }) => fetchEmails(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
