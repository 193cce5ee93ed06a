import { useQuery } from '@tanstack/react-query';
import { ContactMessageList, type ContactMessageStatus } from '#shared/contracts/site';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const;

export function fetchContactMessages(status: ContactMessageStatus | null, signal?: AbortSignal) {
  const query = status ? `?status=${status}` : '';
  return apiRequest(`/api/admin/contact-messages${query}`, { parse: zodParser(ContactMessageList), signal });
}

/** GET /api/admin/contact-messages?status= (admin): messages from /contact, newest first. */
export function useContactMessages(status: ContactMessageStatus | null) {
  return useQuery({
    queryKey: [...CONTACT_MESSAGES_KEY, status ?? 'all'],
    queryFn: ({ signal }) => fetchContactMessages(status, signal),
    staleTime: 0,
  });
}
