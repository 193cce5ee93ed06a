import { AssessmentAccessCheckResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';

/**
 * POST /api/assessments/access-code/check (anyone): whether a partner code would unlock the
 * assessments, counting no use, before the visitor signs in; a 400 carries the reason.
 */
export function checkAccessCode(code: string) {
  return apiRequest('/api/assessments/access-code/check', {
    method: 'POST',
    body: { code },
    parse: zodParser(AssessmentAccessCheckResponse),
  });
}
