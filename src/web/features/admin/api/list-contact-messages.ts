import { ContactMessageList, type ContactMessageStatus } from '#shared/contracts/site';
import { useStatusList } from './status-query';

export const CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages?status= (admin): messages from /contact, newest first. */
export function useContactMessages(status: ContactMessageStatus | null) {
  return useStatusList(CONTACT_MESSAGES_KEY, '/api/admin/contact-messages', status, ContactMessageList);
}
