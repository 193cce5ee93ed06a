import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactMessage, type ContactMessageStatus } from '#shared/contracts/site';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { CONTACT_MESSAGES_KEY } from './list-contact-messages';

export function setContactMessageStatus(id: string, status: ContactMessageStatus) {
  return apiRequest(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    parse: zodParser(ContactMessage),
  });
}

/** PATCH /api/admin/contact-messages/:id (admin): mark a message answered, or new again. */
export function useSetContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) => setContactMessageStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY }),
  });
}
