import { describe, expect, it } from 'vitest';
import { promptBelongsOn } from './burnout-reminder';

describe('promptBelongsOn', () => {
  it.each([
    [{ path: '/dashboard', access: 'member', category: 'core' }, true],
    [{ path: '/home', access: 'member', category: 'core' }, true],
    [{ path: '/wellness-calendar', access: 'member', category: 'wellness' }, true],
    [{ path: '/nervous-system', access: 'member', category: 'wellness' }, true],
    [{ path: '/wellness/checkin', access: 'member', category: 'wellness' }, false],
    [{ path: '/account-settings', access: 'member', category: 'account' }, false],
    [{ path: '/assessments/burnout-blueprint', access: 'member', category: 'assessment' }, false],
    [{ path: '/', access: 'public', category: 'core' }, false],
    [{ path: '/reset-room', access: 'public', category: 'wellness' }, false],
    [{ path: '/admin', access: 'analyst', category: 'admin' }, false],
  ] as const)('%o → %s', (route, expected) => {
    expect(promptBelongsOn(route)).toBe(expected);
  });

  it('shows nowhere while the route is unknown', () => {
    expect(promptBelongsOn(undefined)).toBe(false);
  });
});
