import { ContactMessageList, type ContactMessageStatus } from '#shared/contracts/site';
import { useFreshQuery } from '#web/lib/api-hooks';
import { statusQuery } from './status-query';

export const CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages?status= (admin): messages from /contact, newest first. */
export function useContactMessages(status: ContactMessageStatus | null) {
  return useFreshQuery([...CONTACT_MESSAGES_KEY, status ?? 'all'], `/api/admin/contact-messages${statusQuery(status)}`, ContactMessageList);
}
