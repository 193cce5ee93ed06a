import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/privacy/deletion/cancel-by-token (public): the link in the deletion email. */
export function cancelDeletionByToken(token: string) {
  return apiRequest('/api/privacy/deletion/cancel-by-token', { method: 'POST', body: { token }, parse: zodParser(OkResponse) });
}
