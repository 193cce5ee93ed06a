import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { type ResetProblem, resetErrorFromUnknown, resetErrorNotice } from './reset-error-message';

// The password's own problems name the field they go under.
const TOO_SHORT = { message: 'Password must be at least 6 characters long.', field: 'newPassword' as const };
const EXPIRED = { message: 'This reset link has expired. Please request a new password reset.' };
const INVALID = { message: 'This reset link is invalid. Please request a new password reset.' };
const FAILED = { message: 'Failed to reset password' };

describe('resetErrorNotice (spec 8 password reset submit mapping)', () => {
  const table: [string, ResetProblem, { title?: string; message: string; field?: 'newPassword' }][] = [
    ['a short password by message', { status: 400, message: 'Password should be at least 6 characters' }, TOO_SHORT],
    ['a short password by code', { status: 400, code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, TOO_SHORT],
    [
      'the same password again',
      { status: 400, message: 'New password should be different from the old password' },
      { message: 'New password must be different from your current password.', field: 'newPassword' },
    ],
    ['an expired token by message', { status: 400, message: 'Token expired' }, EXPIRED],
    ['an expired token by code', { status: 400, code: 'TOKEN_EXPIRED' }, EXPIRED],
    ['a reset-token reason "expired"', { code: 'expired' }, EXPIRED],
    ['an invalid token by code', { status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' }, INVALID],
    ['an invalid token by message', { status: 400, message: 'Invalid token' }, INVALID],
    ['a missing token', { code: 'MISSING_TOKEN' }, { message: 'No reset token found' }],
    [
      'a weak password: the server’s own words',
      { status: 400, code: 'WEAK_PASSWORD', message: 'Use 8 to 128 characters with a lowercase letter.' },
      { message: 'Use 8 to 128 characters with a lowercase letter.', field: 'newPassword' },
    ],
    ['a weak password without words', { status: 400, code: 'WEAK_PASSWORD' }, FAILED],
    [
      'too many attempts',
      { status: 429, retryAfterSeconds: 200 },
      { title: 'Too many attempts', message: 'Please wait 4 minutes before trying again.' },
    ],
    ['a server failure', { status: 500, message: 'Internal error' }, FAILED],
    ['nothing at all', {}, FAILED],
  ];
  for (const [what, problem, expected] of table) {
    it(`maps ${what}`, () => expect(resetErrorNotice(problem)).toEqual(expected));
  }
});

describe('resetErrorFromUnknown', () => {
  it('reads an ApiError’s code, detail and wait', () => {
    const error = new ApiError({ status: 400, title: 'Bad Request', detail: 'Invalid token', code: 'INVALID_TOKEN' });
    expect(resetErrorFromUnknown(error).message).toBe('This reset link is invalid. Please request a new password reset.');
  });
  it('falls back for anything else', () => {
    expect(resetErrorFromUnknown(new TypeError('boom'))).toEqual({ message: 'Failed to reset password' });
  });
});
