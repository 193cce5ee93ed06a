import { ResetTokenResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/account/reset-token: whether a reset link's token is still good (spec 2.11). */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/account/reset-token?${new URLSearchParams({ token })}`, { parse: zodParser(ResetTokenResponse), signal });
}
