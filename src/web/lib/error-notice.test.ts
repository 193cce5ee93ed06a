import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorNotice, unlessFieldsMarked } from './error-notice';

const FALLBACK = 'We could not save your name just now. Please try again in a moment.';
const offline = new ApiError({ status: 0, title: 'Network error', detail: 'Check your connection.' });
const limited = new ApiError({ status: 429, title: 'Too Many Requests', retryAfterSeconds: 90 });
const refused = new ApiError({ status: 500, title: 'Internal Server Error', detail: 'Stack trace' });

describe('errorNotice', () => {
  it.each([
    ['a rate limit', limited, { tone: 'error', title: 'Too many attempts', message: 'Please wait 2 minutes before trying again.' }],
    ['no connection', offline, { tone: 'error', message: 'Check your connection.' }],
    ['a server error (its detail is not shown to a member)', refused, { tone: 'error', message: FALLBACK }],
    ['anything else', new TypeError('x'), { tone: 'error', message: FALLBACK }],
  ])('says what to do after %s', (_, error, expected) => {
    expect(errorNotice(error, FALLBACK)).toEqual(expected);
  });
});

describe('unlessFieldsMarked', () => {
  const describe_ = unlessFieldsMarked(FALLBACK);

  it('adds nothing when the server marked the fields', () => {
    expect(describe_(new ApiError({ status: 400, title: 'Bad Request' }), true)).toBeNull();
  });

  it('is errorNotice otherwise', () => {
    expect(describe_(offline, false)).toEqual(errorNotice(offline, FALLBACK));
    expect(describe_(refused, false)).toEqual({ tone: 'error', message: FALLBACK });
  });
});
