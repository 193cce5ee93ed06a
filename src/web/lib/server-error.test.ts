import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeFailure, errorText } from './server-error';

describe('errorText', () => {
  it('prefers the server detail, else the fallback', () => {
    expect(errorText(new ApiError({ status: 409, title: 'Conflict', detail: 'You cannot change your own role.' }), 'x')).toBe(
      'You cannot change your own role.',
    );
    expect(errorText(new ApiError({ status: 500, title: 'Internal Server Error' }), 'Please try again.')).toBe('Please try again.');
    expect(errorText(new Error('boom'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('describeFailure', () => {
  const describe_ = describeFailure('We could not send it. Please try again.');

  it('says nothing more when the field errors are under their fields', () => {
    expect(describe_(new ApiError({ status: 400, title: 'Bad Request', detail: 'Some fields need attention.' }), true)).toBeNull();
  });

  it('shows the server detail, or the fallback, otherwise', () => {
    expect(describe_(new ApiError({ status: 403, title: 'Forbidden', detail: 'Not yours.' }), false)).toEqual({
      tone: 'error',
      message: 'Not yours.',
    });
    expect(describe_(new TypeError('x'), false)).toEqual({ tone: 'error', message: 'We could not send it. Please try again.' });
  });
});
