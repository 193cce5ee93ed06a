import { OkResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/impersonation/end (spec 7 "End: session_id"): the server restores the staff session. */
export function endImpersonation() {
  return apiRequest('/api/impersonation/end', { method: 'POST', body: {}, parse: zodParser(OkResponse) });
}
