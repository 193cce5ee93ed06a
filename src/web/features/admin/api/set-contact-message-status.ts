import { ContactMessage, type ContactMessageStatus } from '#shared/contracts/site';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { CONTACT_MESSAGES_KEY } from './list-contact-messages';

export function setContactMessageStatus({ id, status }: { id: string; status: ContactMessageStatus }) {
  return sendJson('PATCH', itemPath('/api/admin/contact-messages', id), { status }, ContactMessage);
}

/** PATCH /api/admin/contact-messages/:id (admin): mark a message answered, or new again. */
export function useSetContactMessageStatus() {
  return useRefreshingMutation(setContactMessageStatus, CONTACT_MESSAGES_KEY, 'settled');
}
