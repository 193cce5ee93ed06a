import { type ContactInput, ContactResponse } from '#shared/contracts/site';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/site/contact: stores the message for staff; answers with the acknowledgement to show. */
export function sendContactMessage(input: ContactInput) {
  return apiRequest('/api/site/contact', { method: 'POST', body: input, parse: zodParser(ContactResponse) });
}
