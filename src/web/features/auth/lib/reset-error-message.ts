import { PASSWORD_UNCHANGED } from '#shared/auth/fields';
import { ApiError } from '#web/lib/api-client';
import { RATE_LIMIT_TITLE, waitMessage } from '#web/lib/rate-limit-message';

/** What the reset call answered: its status, code and message (problem+json detail). */
export interface ResetProblem {
  status?: number;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
}

export interface ResetErrorNotice {
  title?: string;
  message: string;
  /** Set when the new password is the problem: the message belongs under that field. */
  field?: 'newPassword';
}

export const RESET_MESSAGES = {
  tooShort: 'Password must be at least 6 characters long.',
  sameAsBefore: PASSWORD_UNCHANGED,
  expired: 'This reset link has expired. Please request a new password reset.',
  invalid: 'This reset link is invalid. Please request a new password reset.',
  missingToken: 'No reset token found',
  fallback: 'Failed to reset password',
} as const;

/**
 * Spec 8 "Submit error mapping" of the password reset page, from the server's code or message:
 * - 'Password should be at least' (or PASSWORD_TOO_SHORT) → 'Password must be at least 6 characters long.'
 * - 'New password should be different' → 'New password must be different from your current password.'
 * - 'Token expired' (or TOKEN_EXPIRED, or a reset-token reason 'expired') → the expired message
 * - 'Invalid token' (or INVALID_TOKEN) → the invalid message
 * - a missing token → 'No reset token found'
 * - WEAK_PASSWORD → the server's own words (our rules, spec 5, are stricter than 6 characters)
 * The password's own problems (too short, unchanged, weak) name the field they belong under.
 * - 429 → 'Too many attempts' / 'Please wait N minutes before trying again.'
 * - anything else → 'Failed to reset password'
 */
export function resetErrorNotice(problem: ResetProblem): ResetErrorNotice {
  const code = problem.code?.toUpperCase() ?? '';
  const message = problem.message ?? '';
  const says = (text: string) => message.toLowerCase().includes(text.toLowerCase());
  if (problem.status === 429) return { title: RATE_LIMIT_TITLE, message: waitMessage(problem.retryAfterSeconds) };
  if (code === 'MISSING_TOKEN' || says('No reset token')) return { message: RESET_MESSAGES.missingToken };
  if (code === 'PASSWORD_TOO_SHORT' || says('Password should be at least'))
    return { message: RESET_MESSAGES.tooShort, field: 'newPassword' };
  if (says('New password should be different')) return { message: RESET_MESSAGES.sameAsBefore, field: 'newPassword' };
  if (code === 'TOKEN_EXPIRED' || code === 'EXPIRED' || says('Token expired')) return { message: RESET_MESSAGES.expired };
  if (code === 'INVALID_TOKEN' || says('Invalid token')) return { message: RESET_MESSAGES.invalid };
  if (code === 'WEAK_PASSWORD' && message) return { message, field: 'newPassword' };
  return { message: RESET_MESSAGES.fallback };
}

/** The same mapping for whatever the reset call threw. */
export function resetErrorFromUnknown(error: unknown): ResetErrorNotice {
  if (!(error instanceof ApiError)) return { message: RESET_MESSAGES.fallback };
  return resetErrorNotice({ status: error.status, code: error.code, message: error.detail, retryAfterSeconds: error.retryAfterSeconds });
}
