import { describe, expect, it } from 'vitest';
import { welcomeBackSteps } from './welcome-back-steps';

const paths = (flags: { isNewUser: boolean; hasCompletedAssessments: boolean }) => welcomeBackSteps(flags).map((step) => step.to);

describe('welcome-back module list (spec 2.9: takes the new-user and completed-assessments flags)', () => {
  it('leads with the compass once assessments are completed', () => {
    expect(paths({ isNewUser: false, hasCompletedAssessments: true })).toEqual([
      '/soulprint-compass',
      '/reset-paths',
      '/dashboard',
      '/assessments',
    ]);
  });

  it('leads with the audit for a new user', () => {
    expect(paths({ isNewUser: true, hasCompletedAssessments: false })).toEqual(['/assessment/operating-system-audit', '/dashboard']);
  });

  it('leads with the audit for a returning member without assessments', () => {
    expect(paths({ isNewUser: false, hasCompletedAssessments: false })).toEqual(['/assessment/operating-system-audit', '/dashboard']);
  });
});
