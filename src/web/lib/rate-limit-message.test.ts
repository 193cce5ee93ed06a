import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { rateLimitNotice, waitMessage } from './rate-limit-message';

describe('waitMessage (spec 8: Please wait N minutes before trying again.)', () => {
  const table: [number | undefined, string][] = [
    [300, 'Please wait 5 minutes before trying again.'],
    [241, 'Please wait 5 minutes before trying again.'],
    [240, 'Please wait 4 minutes before trying again.'],
    [61, 'Please wait 2 minutes before trying again.'],
    [60, 'Please wait 1 minute before trying again.'],
    [5, 'Please wait 1 minute before trying again.'],
    [0, 'Please wait 1 minute before trying again.'],
    [undefined, 'Please wait 1 minute before trying again.'],
  ];
  for (const [seconds, expected] of table) {
    it(`${seconds} s → "${expected}"`, () => expect(waitMessage(seconds)).toBe(expected));
  }
});

describe('rateLimitNotice', () => {
  it('titles a 429 "Too many attempts"', () => {
    expect(rateLimitNotice(new ApiError({ status: 429, title: 'Too Many Requests', retryAfterSeconds: 180 }))).toEqual({
      title: 'Too many attempts',
      message: 'Please wait 3 minutes before trying again.',
    });
  });
  it('ignores other errors', () => {
    expect(rateLimitNotice(new ApiError({ status: 400, title: 'Bad Request' }))).toBeNull();
    expect(rateLimitNotice(new Error('x'))).toBeNull();
  });
});
