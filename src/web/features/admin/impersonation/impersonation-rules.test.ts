import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { canImpersonate, impersonationFailure } from './impersonation-rules';

describe('canImpersonate (spec 6)', () => {
  it.each([
    ['admin', null, false],
    ['super_admin', null, true],
    ['super_admin', 'analyst', true],
    ['super_admin', 'admin', true],
    ['admin', 'analyst', false],
    ['admin', 'admin', false],
    ['admin', 'super_admin', false],
    ['super_admin', 'super_admin', false],
    ['analyst', null, false],
    [null, null, false],
  ] as const)('%s viewing %s: %s', (viewer, target, allowed) => {
    expect(canImpersonate(viewer, target)).toBe(allowed);
  });
});

describe('impersonationFailure (spec 8)', () => {
  it('asks to log in on 401', () => {
    expect(impersonationFailure(new ApiError({ status: 401, title: 'Unauthorized', detail: 'Please sign in to continue.' }))).toEqual({
      title: 'You must be logged in to impersonate users',
    });
  });

  it('shows the server detail under Impersonation Failed', () => {
    const error = new ApiError({ status: 403, title: 'Forbidden', detail: 'Staff of your rank or higher cannot be impersonated.' });
    expect(impersonationFailure(error)).toEqual({
      title: 'Impersonation Failed',
      description: 'Staff of your rank or higher cannot be impersonated.',
    });
  });

  it.each([
    ['an answer without detail', new ApiError({ status: 500, title: 'Internal Server Error' })],
    ['an unexpected error', new TypeError('x is undefined')],
  ])('falls back to the spec text for %s', (_case, error) => {
    expect(impersonationFailure(error)).toEqual({ title: 'Impersonation Failed', description: 'Failed to start impersonation session' });
  });
});
