import type { z } from 'zod';
import { type AccessCodeInput, AccessCodeSummary } from '#shared/contracts/launch-gate';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { ACCESS_CODES_KEY } from './list-access-codes';

export type NewAccessCode = z.output<typeof AccessCodeInput>;

export function createAccessCode(input: NewAccessCode) {
  return sendJson('POST', '/api/admin/access-codes', input, AccessCodeSummary);
}

/** POST /api/admin/access-codes (super_admin): a new launch access code. */
export function useCreateAccessCode() {
  return useRefreshingMutation(createAccessCode, ACCESS_CODES_KEY);
}
