import { ValidateCodeResponse } from '#shared/contracts/launch-gate';
import { apiRequest } from '#web/lib/api-client';

export type ValidateOutcome = { kind: 'answer'; result: ValidateCodeResponse } | { kind: 'unreadable' };

/**
 * POST /api/launch-gate/validate (spec 7 validate_access_code). A reply that does not match the
 * contract is 'unreadable' (spec 8 'Validation failed'); a failed call throws ApiError.
 */
export async function validateAccessCode(code: string): Promise<ValidateOutcome> {
  const reply = await apiRequest('/api/launch-gate/validate', {
    method: 'POST',
    body: { input_code: code, user_agent: navigator.userAgent.slice(0, 512) },
    parse: (payload) => ValidateCodeResponse.safeParse(payload),
  });
  return reply.success ? { kind: 'answer', result: reply.data } : { kind: 'unreadable' };
}
